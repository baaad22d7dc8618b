export function ramp<Run extends object>(options: {
  start: number;
  step: number;
  refine: number;
  maxRises?: number;
  measure: (rate: number) => Promise<Run>;
  holds: (run: Run) => boolean;
}): Promise<{ runs: Array<Run & { rate: number }>; highest: (Run & { rate: number }) | undefined }>;
