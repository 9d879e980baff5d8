import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { activateLocale } from '../../lib/i18n.ts';
import { loadSonner } from '../../lib/toast.ts';
import { admitImages } from './chart-image-check.ts';

beforeAll(async () => {
  await loadSonner();
});
afterEach(() => activateLocale('en'));

const png = (i: number) => new File(['x'], `chart-${i}.png`, { type: 'image/png' });

// Issue 30 §8: pasting past the 4-image limit says so in the page's language.
describe('admitImages past the limit', () => {
  it('keeps 4 and toasts the spec’s words in English, the catalogue’s in Hindi', async () => {
    expect(admitImages([1, 2, 3, 4, 5].map(png), 0, 'paste')).toHaveLength(4);
    expect(toast.error).toHaveBeenLastCalledWith(COMMUNITY_MSG.clipboardErrorTitle, { description: COMMUNITY_MSG.maxImages });
    await activateLocale('hi');
    expect(admitImages([1, 2].map(png), 3, 'paste')).toHaveLength(1);
    expect(toast.error).toHaveBeenLastCalledWith('क्लिपबोर्ड से पेस्ट नहीं हो सका', {
      description: 'माफ़ कीजिए, ज़्यादा से ज़्यादा 4 फ़ोटो ही अपलोड की जा सकती हैं',
    });
  });
});
