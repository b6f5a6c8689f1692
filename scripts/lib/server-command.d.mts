export function serverCommand(distDir: string): { args: string[]; env: Record<string, string> };
