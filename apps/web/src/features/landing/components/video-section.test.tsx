import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VIDEO_SEED } from '@tlt/shared/content/landing';
import { stubContentApi } from '../../../test/content-fixtures.ts';
import { TestProviders } from '../../../test/render.tsx';
import { VideoSection } from './video-section.tsx';

describe('video section', () => {
  it('loads the privacy-enhanced YouTube player only after Play Now', async () => {
    stubContentApi({ 'landing.video': { ...VIDEO_SEED, youtubeId: 'abcdefghijk' } });
    const user = userEvent.setup();
    const { container } = render(<VideoSection />, { wrapper: TestProviders });
    expect(await screen.findByRole('heading', { name: 'Learn from experts who have a track record of over 20 years' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play Now' }));
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1');
  });

  it('is left out while the video is the seed’s placeholder, even offline (issue 26 §8)', () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    const { container } = render(<VideoSection />, { wrapper: TestProviders });
    expect(container).toBeEmptyDOMElement();
  });
});
