export const brandSearch = {} as const;
