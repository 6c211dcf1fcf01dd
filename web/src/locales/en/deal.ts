export const deal = {} as const;
