/** The words of the test reminder the reminders page asks the server to send (through the channel's own way). */
export const TEST_REMINDER = {title: 'Test Notification', body: 'Your wellness reminders are working.'} as const
