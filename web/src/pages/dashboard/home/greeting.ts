export type GreetingKey = 'greetingMorning' | 'greetingAfternoon' | 'greetingEvening';

/** Morning from 5:00, afternoon from 12:00, evening from 18:00 until 5:00. */
export function greetingKey(hour: number): GreetingKey {
  if (hour >= 5 && hour < 12) return 'greetingMorning';
  if (hour >= 12 && hour < 18) return 'greetingAfternoon';
  return 'greetingEvening';
}
