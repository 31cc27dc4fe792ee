import { describe, expect, it } from 'vitest';
import { greetingKey } from './greeting.ts';

describe('greetingKey', () => {
  it('splits the day into morning, afternoon and evening', () => {
    expect([4, 5, 11, 12, 17, 18, 23, 0].map(greetingKey)).toEqual([
      'greetingEvening',
      'greetingMorning',
      'greetingMorning',
      'greetingAfternoon',
      'greetingAfternoon',
      'greetingEvening',
      'greetingEvening',
      'greetingEvening',
    ]);
  });
});
