/** Texts of the shared components and the names every screen shows for cities and categories. */
export const common = {
  language: {
    label: 'Language',
    switchTo: 'Switch to {{language}}',
  },
  // Display names of the cities and categories kept in the data; the data keeps English ids.
  city: {
    Lahore: 'Lahore',
    Karachi: 'Karachi',
    Islamabad: 'Islamabad',
  },
  category: {
    'All Categories': 'All Categories',
    Food: 'Food',
    Lifestyle: 'Lifestyle',
    Health: 'Health',
    Entertainment: 'Entertainment',
  },
} as const;
