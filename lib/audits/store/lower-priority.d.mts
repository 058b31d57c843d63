export const AUDIT_CHILD_NICE: number;
export function lowerEveryThread(nice: number): boolean;
