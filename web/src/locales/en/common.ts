export const common = {
  language: {
    label: 'Language',
    switchTo: 'Switch to {{language}}',
  },
} as const;
