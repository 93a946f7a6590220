/** An elapsed time, rounded down: "0.4 s", "12 s", "7 m 29 s", "2 h 14 m", "3 d 4 h". */
export function ageWords(ms: number): string {
  if (ms < 1_000) return `${(Math.max(0, ms) / 1_000).toFixed(1)} s`;
  const s = Math.floor(ms / 1_000);
  if (s < 60) return `${s} s`;
  if (s < 3_600) return s % 60 ? `${Math.floor(s / 60)} m ${s % 60} s` : `${s / 60} m`;
  const m = Math.floor(s / 60);
  if (m < 1_440) return m % 60 ? `${Math.floor(m / 60)} h ${m % 60} m` : `${m / 60} h`;
  const h = Math.floor(m / 60);
  return h % 24 ? `${Math.floor(h / 24)} d ${h % 24} h` : `${h / 24} d`;
}
