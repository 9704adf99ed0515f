import {defineField, defineType} from 'sanity'
import {BellIcon} from '@sanity/icons'
import {REMINDER_TYPES} from '../../../content-model/options'
import {requiredChoice} from '../fields'

/** A default daily reminder offered on the reminders page (all start switched off). */
export const reminderTemplate = defineType({
  name: 'reminderTemplate',
  title: 'Default reminder',
  type: 'document',
  icon: BellIcon,
  fields: [
    defineField({
      name: 'reminderId',
      title: 'Code',
      type: 'string',
      description: 'Stable id ("1" to "4"). Saved reminders in browsers refer to it.',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[0-9]+$/)
          .error('Add the code: the wellness reminders use it.'),
    }),
    defineField({
      name: 'time',
      type: 'string',
      description: '24-hour time, HH:MM.',
      validation: (rule) =>
        rule
          .required()
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
          .error('Write the time as HH:MM, e.g. 08:00.'),
    }),
    requiredChoice({name: 'type', list: REMINDER_TYPES, message: 'Add the type: the wellness reminders use it.'}),
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) =>
        rule.required().max(60).error('Add the title (up to 60 characters): the wellness reminders use it.'),
    }),
    defineField({
      name: 'body',
      type: 'string',
      validation: (rule) =>
        rule.required().max(140).error('Add the body (up to 140 characters): the wellness reminders use it.'),
    }),
    defineField({name: 'supplement', type: 'string', description: 'Only for the midday supplement reminder.'}),
  ],
  orderings: [{title: 'Time', name: 'time', by: [{field: 'time', direction: 'asc'}]}],
  preview: {
    select: {title: 'title', time: 'time', type: 'type'},
    prepare: ({title, time, type}) => ({title: `${time ?? ''} ${title ?? ''}`, subtitle: type}),
  },
})
