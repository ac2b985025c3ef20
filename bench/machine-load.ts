// The machine's load while a benchmark runs (the development machine is shared): the one-minute load average,
// sampled every few seconds, summed up as its mean and maximum.
import { cpus, loadavg } from 'node:os';

export type MachineLoad = { stop: () => string };

export const sampleMachineLoad = (everyMs = 5_000): MachineLoad => {
  const samples = [loadavg()[0] ?? 0];
  const timer = setInterval(() => samples.push(loadavg()[0] ?? 0), everyMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      samples.push(loadavg()[0] ?? 0);
      const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
      return `load average ${(samples[0] ?? 0).toFixed(1)} at the start, ${mean.toFixed(1)} on average, ${Math.max(...samples).toFixed(1)} at most, on ${cpus().length} cores`;
    },
  };
};
