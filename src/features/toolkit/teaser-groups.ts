// Apart from the page frame's words: only the premium-resources section shows them, so the toolkit's first load does
// not carry them (docs/performance.md).
/** The premium teaser sections and their items. */
export const TEASER_GROUPS = [
  {
    title: 'Evidence-Based Supplement Guide',
    items: [
      {
        icon: '😴',
        section: 'sleep',
        title: 'Sleep & Relaxation',
        text: 'Magnesium, melatonin, L-theanine and other options for better nights, with usual doses and cautions.',
      },
      {
        icon: '⚡',
        section: 'remedies',
        title: 'Energy & Metabolism',
        text: 'B vitamins, creatine, berberine and fibre: what the research says about energy and weight changes.',
      },
      {
        icon: '🦴',
        section: 'remedies',
        title: 'Bone & Immune Health',
        text: 'Vitamin D3 with K2, collagen and omega-3s for the years when bone loss speeds up.',
      },
    ],
  },
  {
    title: 'Natural Management Strategies',
    items: [
      {
        icon: '🔥',
        section: 'remedies',
        title: 'Hot Flash Management',
        text: 'Cooling routines, trigger tracking, paced breathing and the supplements studied for hot flashes.',
      },
      {
        icon: '🌙',
        section: 'sleep',
        title: 'Sleep Optimization',
        text: 'A cooler bedroom, a steady wind-down routine and daytime habits that protect your sleep.',
      },
      {
        icon: '🧠',
        section: 'wellness',
        title: 'Mood & Mental Clarity',
        text: 'Practical steps for mood swings and brain fog, and when to ask for more help.',
      },
    ],
  },
  {
    title: 'Emotional Wellness Center',
    items: [
      {
        icon: '💜',
        section: 'wellness',
        title: 'Emotional Regulation',
        text: 'Tools for irritability and overwhelm that you can use in the moment.',
      },
      {
        icon: '🌫️',
        section: 'wellness',
        title: 'Brain Fog Solutions',
        text: 'Sleep, movement and focus habits that help memory and concentration.',
      },
      {
        icon: '🫶',
        section: 'wellness',
        title: 'Anxiety Management',
        text: 'Breathing, grounding and routines that calm a racing mind.',
      },
      {
        icon: '🌱',
        section: 'wellness',
        title: 'Energy & Motivation',
        text: 'Small daily steps to rebuild energy when everything feels like an effort.',
      },
    ],
    tools: ['Daily symptom tracker', 'Mood and energy check-ins', 'Trends for your doctor', 'Daily wellness reminders'],
    toolsSection: 'tracking',
    toolsTitle: 'Wellness tracking tools',
  },
] as const
