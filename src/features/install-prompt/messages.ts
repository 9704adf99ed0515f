/** Words of the install-app prompt. */
export const INSTALL_MESSAGES = {
  label: 'Install the app',
  title: 'Install Menopause Mastery Toolkit',
  text: 'Add the toolkit to your home screen for quick access, even offline.',
  install: 'Install',
  dismiss: 'Not now',
} as const
