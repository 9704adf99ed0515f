/** The original words for /favorites. */
export const FAVORITES_MESSAGES = {
  seoTitle: 'My Favorites',
  title: 'My Favorites',
  intro:
    'The remedies, sleep and wellness strategies and supplements you saved, ready to print or take to your next appointment.',
  back: '← Back to Toolkit',
  print: 'Print Favorites',
  emptyTitle: 'No favorites yet',
  emptyText:
    'Save remedies, sleep and wellness strategies and supplements with the heart button and they will appear here.',
  explore: 'Explore Toolkit',
  remove: (title: string) => `Remove ${title} from favorites`,
  category: 'Category',
  types: {remedy: 'Remedy', strategy: 'Strategy', supplement: 'Supplement', other: 'Other'},
  dose: 'Dose',
  warnings: 'Interactions and who should avoid it',
  healthNote: 'Talk to your healthcare provider before starting any supplement.',
} as const
