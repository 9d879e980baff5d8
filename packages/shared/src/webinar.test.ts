import { describe, expect, it } from 'vitest';
import { splitWebinarCity, storedWebinarCity } from './webinar.ts';

describe('the stored "{city} | {language}" (site-and-admin §3)', () => {
  it('is written and read back by one pair, an empty city and a city with a bar included', () => {
    for (const [city, language] of [['Pune', 'Hindi'], ['', 'English'], ['A | B', 'Hindi']] as const) {
      expect(splitWebinarCity(storedWebinarCity(city, language))).toEqual({ city, language });
    }
    expect(storedWebinarCity('Pune', 'Hindi')).toBe('Pune | Hindi');
    // A row stored without a language keeps its text as the city.
    expect(splitWebinarCity('Pune')).toEqual({ city: 'Pune', language: '' });
  });
});
