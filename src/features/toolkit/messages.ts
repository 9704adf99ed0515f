import {PRICE_LABEL} from '../../config/site'

/** The spec's words for the /toolkit page frame. */
export const TOOLKIT_MESSAGES = {
  seoTitle: 'Complete Toolkit',
  seoDescription: 'The complete Menopause Mastery Toolkit: natural remedies database, daily supplement stack, symptom tracking and more.',
  back: '← Back to Home',
  heroTitle: 'Your Complete Menopause Mastery Toolkit',
  heroText: 'Every tool in one place: check your symptoms, learn your phase, explore natural remedies with honest evidence ratings and track how you feel.',
  navLabel: 'Toolkit sections',
  sections: [
    {id: 'symptom-checker', label: 'Symptom Checker'},
    {id: 'phase-quiz', label: 'Phase Quiz'},
    {id: 'remedies', label: 'Remedies'},
    {id: 'amy-stack', label: 'Daily Stack'},
    {id: 'tracking', label: 'Tracking'},
    {id: 'phases', label: 'Phases'},
    {id: 'sleep', label: 'Sleep'},
    {id: 'wellness', label: 'Wellness'},
    {id: 'resources', label: 'Resources'},
  ],
  reminders: 'Daily Reminders',
  favorites: 'Favorites',
  marketingTitle: 'Everything You Need in One Toolkit',
  marketingCta: `Get Your Toolkit Now - ${PRICE_LABEL}`,
  resourcesTitle: 'Premium Resources',
  resourcesIntro: 'Guides and strategies included with the complete toolkit.',
  locked: 'Included in the complete toolkit',
  unlockCta: `Get Complete Toolkit - ${PRICE_LABEL}`,
  closingTitle: 'Ready to Feel Like Yourself Again?',
  closingText: 'Start with the free assessment to see which symptoms matter most for you.',
  closingCta: 'Start Your Personal Assessment',
} as const

/** Spec: the premium teaser sections and their items. */
export const TEASER_GROUPS = [
  {
    title: 'Evidence-Based Supplement Guide',
    items: [
      {icon: '😴', title: 'Sleep & Relaxation', text: 'Magnesium, melatonin, L-theanine and other options for better nights, with usual doses and cautions.'},
      {icon: '⚡', title: 'Energy & Metabolism', text: 'B vitamins, creatine, berberine and fibre: what the research says about energy and weight changes.'},
      {icon: '🦴', title: 'Bone & Immune Health', text: 'Vitamin D3 with K2, collagen and omega-3s for the years when bone loss speeds up.'},
    ],
  },
  {
    title: 'Natural Management Strategies',
    items: [
      {icon: '🔥', title: 'Hot Flash Management', text: 'Cooling routines, trigger tracking, paced breathing and the supplements studied for hot flashes.'},
      {icon: '🌙', title: 'Sleep Optimization', text: 'A cooler bedroom, a steady wind-down routine and daytime habits that protect your sleep.'},
      {icon: '🧠', title: 'Mood & Mental Clarity', text: 'Practical steps for mood swings and brain fog, and when to ask for more help.'},
    ],
  },
  {
    title: 'Emotional Wellness Center',
    items: [
      {icon: '💜', title: 'Emotional Regulation', text: 'Tools for irritability and overwhelm that you can use in the moment.'},
      {icon: '🌫️', title: 'Brain Fog Solutions', text: 'Sleep, movement and focus habits that help memory and concentration.'},
      {icon: '🫶', title: 'Anxiety Management', text: 'Breathing, grounding and routines that calm a racing mind.'},
      {icon: '🌱', title: 'Energy & Motivation', text: 'Small daily steps to rebuild energy when everything feels like an effort.'},
    ],
    tools: ['Daily symptom tracker', 'Mood and energy check-ins', 'Trends for your doctor', 'Daily wellness reminders'],
    toolsTitle: 'Wellness tracking tools',
  },
] as const
