import type { PageSource } from '../types'

export const home: PageSource = {
  slug: 'home',
  title: 'Synthetic phonics, spelling and {{maths}} for {{primarySchools}}',
  description:
    'Inkwell is a complete synthetic phonics {{programme}} with spelling and {{maths}} practice that {{pupils}} love and teachers can track, from {{ageRange}}.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'For {{primarySchools}}, from {{ageRange}}',
      heading: 'Every child a confident reader',
      lead: 'Inkwell is a complete synthetic phonics teaching {{programme}}, with spelling and {{maths}} practice {{pupils}} ask to play and progress reports teachers can act on.',
      primaryAction: { label: 'Start a free trial', href: '/book' },
      secondaryAction: { label: 'See pricing', href: '/pricing' },
      illustration: 'books',
    },
    {
      blockType: 'features',
      heading: 'One {{programme}}, every lesson covered',
      intro: 'Everything a school needs to teach early reading well, in the order children learn it.',
      items: [
        {
          title: 'Systematic phonics',
          body: 'Daily lessons follow a clear progression of sounds, {{chapter}} by {{chapter}}, with decodable books matched to every {{set}}.',
          icon: 'letters',
        },
        {
          title: 'Spelling that sticks',
          body: 'Weekly word lists for each {{yearGroup}}, adaptive practice and games that turn homework into something {{pupils}} want to do.',
          icon: 'pencil',
        },
        {
          title: '{{Maths}} fluency',
          body: 'Number bonds, times tables and mental arithmetic in short daily bursts, pitched at exactly the right level for each child.',
          icon: 'puzzle',
        },
        {
          title: 'Progress you can see',
          body: 'Class and {{pupil}} reports show who has mastered which sounds and words, so you know where to teach next and who needs a boost.',
          icon: 'chart',
        },
      ],
    },
    {
      blockType: 'testimonials',
      heading: 'What teachers say',
      items: [
        {
          quote: 'Our {{firstYear}} children were blending within weeks. The lessons are so well structured that new staff pick them up on day one.',
          name: 'Priya Shah',
          role: 'Early reading lead',
          school: 'Meadowbank {{Primary}} School',
        },
        {
          quote: 'The spelling games are the first homework my class actually argue about finishing. I can see at a glance who needs another go.',
          name: 'Tom Gallagher',
          role: 'Class teacher',
          school: 'St Brendan’s School',
        },
        {
          quote: 'Having phonics, spelling and {{maths}} in one place has saved my team hours every week, and the reports are exactly what governors ask for.',
          name: 'Hannah Okoye',
          role: '{{Headteacher}}',
          school: 'Riverside Academy',
        },
      ],
    },
    {
      blockType: 'badges',
      heading: 'Trusted by schools and recognised by educators',
      items: [
        { title: 'Education Resources Awards', detail: 'Finalist, digital learning', style: 'award' },
        { title: 'Teachers’ Choice', detail: 'Early literacy', style: 'award' },
        { title: 'Accessibility checked', detail: 'WCAG 2.2 AA', style: 'accreditation' },
        { title: 'Reading Partners Network', detail: 'Member school partner', style: 'partner' },
      ],
    },
    {
      blockType: 'callToAction',
      heading: 'See Inkwell in your classroom',
      body: 'Try every part of Inkwell free for 30 days with your whole class. No card needed, and we will help you set up.',
      action: { label: 'Book a demo', href: '/book' },
      secondaryAction: { label: 'Try free samples', href: '/samples' },
    },
  ],
}
