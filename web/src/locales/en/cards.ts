export const cards = {} as const;
