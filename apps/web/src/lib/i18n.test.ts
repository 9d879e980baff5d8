import { describe, expect, it } from 'vitest';
import { compilePlainMessage } from './i18n.ts';

describe("English messages in a production build (no ICU compiler there)", () => {
  it('split their plain placeholders out in the compiled form Lingui reads', () => {
    expect(compilePlainMessage('{range} of {all}')).toEqual([['range'], ' of ', ['all']]);
    expect(compilePlainMessage('{count} members match')).toEqual([['count'], ' members match']);
    expect(compilePlainMessage("Don't miss it")).toEqual(["Don't miss it"]);
    expect(compilePlainMessage('Read the <0>terms</0>')).toEqual(['Read the <0>terms</0>']);
  });
});
