/** Formats minutes as zh-TW text: `45 分鐘`, `1 小時`, `1 小時 30 分鐘`. */
export function formatDuration(minutes: number): string {
  const total = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} 分鐘`;
  return rest === 0 ? `${hours} 小時` : `${hours} 小時 ${rest} 分鐘`;
}
