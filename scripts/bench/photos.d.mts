export function pictureSets(repoRoot: string): string[];
export function ensureBenchPictures(
  uploadsDir: string,
  sets: string[],
): Promise<{ count: number; meanBytes: number }>;
