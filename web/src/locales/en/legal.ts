export const legal = {} as const;
