// The phone profile's check (support/profileCheck.ts): a window is at the profile when the
// renderer's throttling thread was there and woken on time, not when it waited its turn for a
// CPU while the main thread ran at full speed.
import { describe, expect, it } from 'vitest';
import { parseSchedstat, throttleHeld } from '../support/profileCheck.ts';

const at = (runNs: number, waitNs: number, slices: number) => ({ runNs, waitNs, slices });

describe('parseSchedstat', () => {
  it('reads the time run, the time waited and the times run', () => {
    expect(parseSchedstat('98123456 1206000000 7100\n')).toEqual(at(98123456, 1206000000, 7100));
  });

  it('refuses a line that is not one', () => {
    expect(() => parseSchedstat('')).toThrow();
    expect(() => parseSchedstat('1 2')).toThrow();
  });
});

describe('throttleHeld', () => {
  it('holds when the thread woke about every 250 µs and hardly waited', () => {
    const v = throttleHeld({
      present: true,
      wallMs: 100,
      before: at(0, 0, 1000),
      after: at(2_000_000, 1_000_000, 1370),
    });
    expect(v.held).toBe(true);
    expect(v.wakeupsPerMs).toBeCloseTo(3.7);
    expect(v.waitUs).toBeCloseTo(2.7, 1);
  });

  it('does not hold without a throttling thread in the renderer', () => {
    expect(throttleHeld({ present: false, wallMs: 100 }).held).toBe(false);
    expect(throttleHeld({ present: true, wallMs: 100, before: at(0, 0, 0) }).held).toBe(false);
  });

  it('does not hold when the thread waited for a CPU instead of waking', () => {
    // 70 wake-ups in 100 ms, a millisecond waited each: the main thread ran free between them
    const v = throttleHeld({
      present: true,
      wallMs: 100,
      before: at(0, 0, 0),
      after: at(500_000, 75_600_000, 70),
    });
    expect(v.held).toBe(false);
    expect(v.why).toContain('held off the CPU');
  });

  it('does not hold when it woke often but waited long each time', () => {
    const v = throttleHeld({
      present: true,
      wallMs: 100,
      before: at(0, 0, 0),
      after: at(500_000, 100_000_000, 300),
    });
    expect(v.held).toBe(false);
  });

  it('does not hold over a window in which the thread never ran', () => {
    const v = throttleHeld({ present: true, wallMs: 50, before: at(5, 5, 9), after: at(5, 5, 9) });
    expect(v.held).toBe(false);
  });
});
