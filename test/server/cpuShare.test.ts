import { createCpuShare } from '../../server/metrics/cpuShare';
import { spendCpu } from './spendCpu';

/** Issue 38: a request's CPU is its share of the process's, so two processes can be compared per request. */
describe("a request's share of the process's CPU", () => {
  const clock = () => {
    let now = 1_000;
    return { read: () => now, spend: (microseconds: number) => { now += microseconds; } };
  };

  it('gives a request alone everything the process spends while it is in flight', () => {
    const cpu = clock();
    const share = createCpuShare(cpu.read);
    cpu.spend(70);
    const request = share.start();
    cpu.spend(300);
    expect(share.end(request)).toBe(300);
  });

  it('splits what is spent while requests overlap equally among them', () => {
    const cpu = clock();
    const share = createCpuShare(cpu.read);
    const first = share.start();
    cpu.spend(100); // the first alone
    const second = share.start();
    cpu.spend(60); // both: 30 each
    expect(share.end(first)).toBe(130);
    cpu.spend(40); // the second alone
    expect(share.end(second)).toBe(70);
  });

  it('counts what is spent while no request is in flight outside the requests, and the two add up to all', () => {
    const cpu = clock();
    const share = createCpuShare(cpu.read);
    cpu.spend(25);
    const request = share.start();
    cpu.spend(500);
    const answered = share.end(request);
    cpu.spend(15);
    expect(share.outside()).toBe(40);
    expect(answered + share.outside()).toBe(540);
  });

  it('ends a request once: a second end (an abort after the answer) adds nothing', () => {
    const cpu = clock();
    const share = createCpuShare(cpu.read);
    const request = share.start();
    cpu.spend(10);
    expect(share.end(request)).toBe(10);
    cpu.spend(10);
    expect(share.end(request)).toBe(0);
    expect(share.outside()).toBe(10);
  });

  it('reads the real process CPU by default: a busy loop inside a request is its share', () => {
    const share = createCpuShare();
    const request = share.start();
    spendCpu(30_000);
    expect(share.end(request)).toBeGreaterThanOrEqual(30_000);
  });
});
