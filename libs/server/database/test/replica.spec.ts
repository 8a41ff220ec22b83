import { describe, it } from 'node:test';
import { expect } from 'expect';
import { LagClock, lsnBytes } from '../src/index';

describe('a replica’s lag', () => {
  it('reads WAL positions as numbers of bytes', () => {
    expect(lsnBytes('0/30012B0')).toBe(0x30012b0n);
    expect(lsnBytes('1/0') > lsnBytes('0/FFFFFFFF')).toBe(true);
  });

  it('is how long ago the primary first stood past what the replica has replayed', () => {
    const clock = new LagClock();
    clock.record(1_000, 100n);
    clock.record(1_250, 200n);
    clock.record(1_500, 300n);
    // Replayed everything the primary had at its last look: not behind, however long ago the last write was.
    expect(clock.lagMs(9_000, 300n)).toBe(0);
    // Still short of the position seen at 1,250: as old as that.
    expect(clock.lagMs(1_600, 150n)).toBe(350);
    expect(clock.lagMs(1_600, 99n)).toBe(600);
  });
});
