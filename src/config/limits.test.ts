import { idleLockMinutesOf } from './limits';

describe('the build’s idle time (VITE_IDLE_LOCK_MINUTES)', () => {
  it('an empty or blank value keeps the default lock, never turns it off', () => {
    for (const raw of [undefined, '', ' ', '\t', 'ten', '-5', '1.5', '61', '0x10'])
      expect(idleLockMinutesOf(raw)).toBe(10);
  });

  it('a whole number from 0 to 60 is taken; only a written 0 turns the lock off', () => {
    expect(idleLockMinutesOf('0')).toBe(0);
    expect(idleLockMinutesOf(' 5 ')).toBe(5);
    expect(idleLockMinutesOf('60')).toBe(60);
  });
});
