import { describe, expect, it } from 'vitest';
import { format, translateWith } from './translate.ts';

const catalogue = {
  'Please enter your name': 'कृपया अपना नाम लिखें',
  'At most {max} images': 'अधिकतम {max} चित्र',
  'Hello {name}, your plan ends on {date}': 'नमस्ते {name}, आपका प्लान {date} को समाप्त होगा',
  'Untranslated yet': '',
};

describe('the shared catalogue lookup', () => {
  it('gives the Hindi of an exact English message', () => {
    expect(translateWith(catalogue, 'Please enter your name')).toBe('कृपया अपना नाम लिखें');
  });
  it('fills placeholders from values given with the key', () => {
    expect(translateWith(catalogue, 'Hello {name}, your plan ends on {date}', { name: 'Asha', date: '28 Nov 2026' })).toBe(
      'नमस्ते Asha, आपका प्लान 28 Nov 2026 को समाप्त होगा',
    );
  });
  it('recognises an English message already filled in by its key', () => {
    expect(translateWith(catalogue, 'At most 4 images')).toBe('अधिकतम 4 चित्र');
  });
  it('falls back to the English (filled) when there is no entry or it is empty', () => {
    expect(translateWith(catalogue, 'Something new')).toBe('Something new');
    expect(translateWith(catalogue, 'Untranslated yet')).toBe('Untranslated yet');
    expect(translateWith(null, 'Hi {name}', { name: 'Ravi' })).toBe('Hi Ravi');
  });
  it('leaves a placeholder without a value as written', () => {
    expect(format('Hi {name} {x}', { name: 'R' })).toBe('Hi R {x}');
  });
});
