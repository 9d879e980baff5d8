import { beforeEach, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { routes } from '../../../app/routes.tsx';
import { renderRoutes } from '../../../test/render.tsx';
import { FIRST_PAINT, stubContentApi } from '../../../test/content-fixtures.ts';

beforeEach(() => {
  stubContentApi();
});

it('shows the centred title and a picture with a phone source and a default image', async () => {
  renderRoutes(routes, '/how-it-works');
  expect(await screen.findByRole('heading', { level: 1, name: 'How It Works' }, FIRST_PAINT)).toBeInTheDocument();
  const img = screen.getByRole('img', { name: /Four steps: 1\. Join/ });
  expect(img).toHaveAttribute('src', '/images/info/how-it-works-desktop.svg');
  const picture = img.closest('picture')!;
  const source = picture.querySelector('source')!;
  expect(source).toHaveAttribute('srcset', '/images/info/how-it-works-mobile.svg');
  expect(source).toHaveAttribute('media', '(max-width: 767.98px)');
});
