import type { PageSource } from '../types'

export const pricing: PageSource = {
  slug: 'pricing',
  title: 'Pricing',
  description: 'Simple yearly prices for Inkwell spelling, {{maths}} and phonics, for families, single classes and whole schools, in your local currency.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Pricing',
      heading: 'Simple prices for every classroom',
      lead: 'Choose a personal plan for home, a teacher plan for one class, or premium for every {{pupil}} in your school. Every plan starts with a free 30-day trial.',
      primaryAction: { label: 'Start a free trial', href: '/book' },
      illustration: 'none',
    },
    { blockType: 'priceTables', products: ['spelling', 'maths', 'phonics'] },
    {
      blockType: 'content',
      markdown: `## Questions schools ask

**Can we pay by invoice?** Yes. Schools can pay by card or by invoice with 30-day terms. We send a quote first if your finance office needs one.

**What happens after the free trial?** Nothing, unless you choose to subscribe. We never take payment details for a trial.

**Do you offer discounts for {{districts}}?** Yes: groups of three or more schools get a discount on every plan. [Ask us for a quote](/book).`,
    },
    {
      blockType: 'callToAction',
      heading: 'Need a quote for your school?',
      body: 'Tell us how many {{pupils}} and classes you have and we will send a quote the same day.',
      action: { label: 'Get a quote', href: '/book' },
    },
  ],
}
