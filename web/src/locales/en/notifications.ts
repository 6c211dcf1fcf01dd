export const notifications = {} as const;
