import type { PageSource } from '../types'

const trialCta = {
  blockType: 'callToAction' as const,
  heading: 'Try it with your class',
  body: 'Every lesson, book and game is free for 30 days. We will set up your school and train your staff.',
  action: { label: 'Book a demo', href: '/book' },
  secondaryAction: { label: 'See pricing', href: '/pricing' },
}

export const scheme: PageSource = {
  slug: 'synthetic-phonics-teaching-scheme',
  title: 'Our synthetic phonics teaching {{scheme}}',
  description: 'A complete, systematic synthetic phonics {{programme}}: daily lessons, decodable books and practice games, organised in {{chapters}}, {{sets}} and {{subsets}}.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Synthetic phonics',
      heading: 'A complete synthetic phonics {{programme}}',
      lead: 'Inkwell teaches children to read by hearing, saying and blending the sounds of English, one carefully ordered step at a time, from {{firstYear}} onwards.',
      primaryAction: { label: 'Try free samples', href: '/samples' },
      secondaryAction: { label: 'Book a demo', href: '/book' },
      illustration: 'letters',
    },
    {
      blockType: 'content',
      markdown: `## How the {{programme}} is {{organised}}

Inkwell is built in **{{chapters}}**. Each {{chapter}} introduces a group of sounds and the letters that spell them, and is split into **{{sets}}** of about six lessons. Every {{set}} is divided again into **{{subsets}}**, so a teacher always knows exactly what today's lesson covers and what comes next.

- Every lesson follows the same rhythm: revisit, teach, {{practise}}, apply.
- New sounds are taught with a picture, an action and a rhyme, so every child has a way in.
- Tricky words are introduced gradually, a few at a time, and revisited until they are secure.
- Decodable books for each {{set}} use only the sounds children have already been taught.

## Built for the whole class

Lessons are projected from any classroom screen, with teacher notes alongside. {{Pupils}} then {{practise}} on tablets or computers at school and at home, and every answer feeds the class report.`,
    },
    {
      blockType: 'features',
      heading: 'What is included',
      items: [
        { title: 'Daily lesson slides', body: 'Ready-to-teach slides and notes for every lesson, with sound recordings by trained speech and language specialists.', icon: 'device' },
        { title: 'Decodable books', body: 'Printed and digital books matched to every {{set}}, so children read with success from the very first week.', icon: 'book' },
        { title: 'Practice games', body: 'Twenty games for blending, segmenting and tricky words, from balloon pop to a {{screeningCheck}} simulator.', icon: 'puzzle' },
        { title: 'Assessment', body: 'Quick checks at the end of each {{set}} show who is keeping up and who needs extra help.', icon: 'chart' },
      ],
    },
    trialCta,
  ],
}

export const books: PageSource = {
  slug: 'books',
  title: 'Decodable books',
  description: 'Beautifully illustrated decodable books matched to every {{set}} of the Inkwell phonics {{programme}}, in print and on screen.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Decodable readers',
      heading: 'Books children can really read',
      lead: 'Over 200 decodable books, each written using only the sounds and tricky words taught so far, so every child finishes every book.',
      primaryAction: { label: 'See a sample book', href: '/samples' },
      secondaryAction: { label: 'Book prices', href: '/pricing' },
      illustration: 'books',
    },
    {
      blockType: 'features',
      heading: 'Written for success',
      items: [
        { title: 'Matched to every {{set}}', body: 'Each book is labelled with its {{chapter}} and {{set}}, so choosing the right one takes seconds.', icon: 'book' },
        { title: 'Stories worth reading', body: 'Funny, warm stories and non-fiction about animals, space and the world, written by children’s authors.', icon: 'heart' },
        { title: 'Print and digital', body: 'Sturdy printed books for school and matching e-books with sound buttons for home reading.', icon: 'device' },
      ],
    },
    {
      blockType: 'content',
      markdown: `## Two collections

**Collection 1** covers the first {{chapters}} of the {{programme}}: single sounds, digraphs and simple two-syllable words. **Collection 2** moves on to alternative spellings and longer texts for confident early readers.

Both collections come with guided reading notes and comprehension questions for every book. See the [pricing page](/pricing) for the cost of each collection in your region.`,
    },
    trialCta,
  ],
}

export const book: PageSource = {
  slug: 'book',
  title: 'Book a demo',
  description: 'Book a free, no-obligation online demo of Inkwell with one of our former teachers, at a time that suits your school.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Free and friendly',
      heading: 'Book a demo with a former teacher',
      lead: 'In thirty minutes we will show you how Inkwell would work in your school, answer your questions and set up a free trial if you would like one.',
      primaryAction: { label: 'Email us to book', href: 'mailto:hello@inkwell.test?subject=Book%20a%20demo' },
      secondaryAction: { label: 'Watch a webinar first', href: '/training' },
      illustration: 'classroom',
    },
    {
      blockType: 'content',
      markdown: `## What happens in a demo

1. We ask about your school, your {{pupils}} and how you teach reading today.
2. We walk through a real lesson, a decodable book and the practice games.
3. We show you the reports your teachers and leaders would see.
4. If you would like to try Inkwell, we set up a free 30-day trial for your whole school there and then.

Demos run on weekdays between 8am and 6pm. Tell us the best time and we will send a calendar invitation with a video link.`,
    },
    {
      blockType: 'testimonials',
      items: [
        { quote: 'The demo was genuinely useful: no hard sell, just a teacher who understood our phonics gaps and showed us how to close them.', name: 'Marcus Reid', role: 'Deputy {{headteacher}}', school: 'Hillcrest {{Primary}}' },
      ],
    },
  ],
}

export const samples: PageSource = {
  slug: 'samples',
  title: 'Free samples',
  description: 'Try Inkwell for free: sample phonics lessons, decodable books and spelling games to use with your class today.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Try before you buy',
      heading: 'Free samples for your classroom',
      lead: 'Download a full week of phonics lessons, a decodable book and a spelling list with its games. No sign-up needed.',
      primaryAction: { label: 'Browse free resources', href: '/resource' },
      secondaryAction: { label: 'Book a demo', href: '/book' },
      illustration: 'letters',
    },
    {
      blockType: 'features',
      heading: 'In the sample pack',
      items: [
        { title: 'A week of lessons', body: 'Five lessons from the first {{chapter}}, with slides, teacher notes and sound recordings.', icon: 'calendar' },
        { title: 'A decodable book', body: '“Sam and the Big Red Hat”, a story using only the first twelve sounds.', icon: 'book' },
        { title: 'Spelling games', body: 'A {{yearGroup}} word list with three games: bubble pop, football and word van.', icon: 'pencil' },
      ],
    },
    trialCta,
  ],
}

export const assessment: PageSource = {
  slug: 'assessment',
  title: 'Phonics assessment',
  description: 'Quick, accurate phonics assessments that show every teacher which sounds each {{pupil}} knows, and what to teach next.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Assessment',
      heading: 'Know exactly where every child is',
      lead: 'Short, friendly checks at the end of every {{set}}, a placement test for new arrivals and a {{screeningCheck}} simulator, all marked for you.',
      primaryAction: { label: 'Book a demo', href: '/book' },
      illustration: 'chart',
    },
    {
      blockType: 'features',
      items: [
        { title: 'Grapheme assessment', body: 'Children read sounds aloud while the teacher taps right or wrong; gaps appear on the class grid straight away.', icon: 'letters' },
        { title: 'Placement checks', body: 'A ten-minute check places a new {{pupil}} at the right {{chapter}} and {{set}} on their first day.', icon: 'school' },
        { title: '{{ScreeningCheck}} practice', body: 'A realistic simulator with real and nonsense words builds confidence before the real thing.', icon: 'star' },
        { title: 'Reports for leaders', body: 'See progress by class, {{yearGroup}} and group, and export it for governors and inspectors.', icon: 'chart' },
      ],
    },
    trialCta,
  ],
}

export const sen: PageSource = {
  slug: 'sen',
  title: 'Phonics for {{specialNeeds}}',
  description: 'How Inkwell supports {{specialNeedsLong}}: small steps, multisensory teaching and accessible, dyslexia-friendly design.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: '{{specialNeeds}} support',
      heading: 'Phonics that includes every learner',
      lead: 'Inkwell is designed with specialist teachers for {{specialNeedsLong}}, so every child can take part in the same lessons as their classmates.',
      primaryAction: { label: 'Talk to a specialist', href: '/book' },
      illustration: 'classroom',
    },
    {
      blockType: 'content',
      markdown: `## Small steps, lots of practice

Every {{set}} breaks into {{subsets}} that can be taught more slowly, repeated or revisited without holding the rest of the class back. Games adapt their pace, and children can replay any sound as often as they need.

## Designed to be accessible

- A dyslexia-friendly font and adjustable letter spacing, chosen per school.
- High-contrast {{colour}} schemes and full keyboard control.
- Every sound recorded clearly, with mouth-shape videos for each one.
- Screen-reader labels on every button in the {{pupil}} apps.`,
    },
    trialCta,
  ],
}

export const intervention: PageSource = {
  slug: 'intervention',
  title: 'Phonics intervention',
  description: 'A fast-paced phonics intervention for older {{pupils}} who have fallen behind in reading, with age-appropriate books and games.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Catch-up',
      heading: 'Help older readers catch up, fast',
      lead: 'A twenty-minute daily intervention for {{pupils}} in upper {{yearGroups}} who still find decoding hard, with grown-up books they will not be embarrassed to read.',
      primaryAction: { label: 'Book a demo', href: '/book' },
      illustration: 'chart',
    },
    {
      blockType: 'features',
      items: [
        { title: 'Diagnose the gaps', body: 'A placement check finds the exact sounds each {{pupil}} is missing, so no time is wasted on what they already know.', icon: 'chart' },
        { title: 'Age-appropriate books', body: 'Decodable books about sport, science and adventure, designed for readers aged eight to twelve.', icon: 'book' },
        { title: 'Small-group lessons', body: 'Scripted twenty-minute lessons that teaching assistants can lead with confidence.', icon: 'school' },
      ],
    },
    trialCta,
  ],
}

export const supplemental: PageSource = {
  slug: 'supplemental',
  title: 'Supplemental phonics',
  description: 'Add Inkwell’s practice games and decodable books alongside your existing core reading {{programme}}.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Supplemental',
      heading: 'Strengthen the {{programme}} you already use',
      lead: 'Keep your core reading curriculum and add Inkwell’s games, decodable books and assessments for extra {{practise}} where it counts.',
      primaryAction: { label: 'See pricing', href: '/pricing' },
      illustration: 'letters',
    },
    {
      blockType: 'content',
      markdown: `## Fits around your day

Inkwell’s practice games are sequenced by sound, so teachers can match them to whatever their core {{programme}} taught this week. Ten minutes a day of extra decoding practice makes a measurable difference to fluency by the end of the year.

- Choose the sounds to {{practise}}; the games do the rest.
- Decodable books for every sound pattern, in print and digital.
- Progress data you can share with your reading specialist.`,
    },
    trialCta,
  ],
}

export const core: PageSource = {
  slug: 'core',
  title: 'Core Curriculum',
  description: 'Inkwell Core: a complete foundational reading curriculum for {{ageRange}}, grounded in the science of reading.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Core Curriculum',
      heading: 'A complete foundational skills curriculum',
      lead: 'Inkwell Core brings explicit, systematic phonics, phonemic awareness, fluency and spelling together in one daily block, from {{ageRange}}.',
      primaryAction: { label: 'Book a demo', href: '/book' },
      secondaryAction: { label: 'Standards alignment', href: '/standards-alignment' },
      illustration: 'books',
    },
    {
      blockType: 'features',
      items: [
        { title: 'Grounded in research', body: 'Built on the science of reading, with explicit instruction, cumulative review and plenty of decodable text.', icon: 'book' },
        { title: 'Whole-class and small-group', body: 'Daily whole-class lessons with planned small-group work for {{pupils}} who need more time.', icon: 'school' },
        { title: 'Family connection', body: 'Every lesson sends a short game and a decodable book home, with notes for families.', icon: 'heart' },
      ],
    },
    trialCta,
  ],
}

export const standards: PageSource = {
  slug: 'standards-alignment',
  title: 'Standards alignment',
  description: 'How Inkwell aligns with {{curriculum}} and the Reading Foundational Skills standards, {{yearGroup}} by {{yearGroup}}.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Standards',
      heading: 'Aligned to the standards you teach',
      lead: 'Every Inkwell lesson is mapped to the Reading Foundational Skills standards, so you can show exactly where each one is taught and assessed.',
      primaryAction: { label: 'Request the alignment guide', href: '/book' },
      illustration: 'chart',
    },
    {
      blockType: 'content',
      markdown: `## Foundational skills, covered

- **Print concepts:** taught through shared reading of every decodable book.
- **Phonological awareness:** daily oral blending and segmenting warm-ups.
- **Phonics and word recognition:** the full sound sequence, with tricky words taught explicitly.
- **Fluency:** repeated reading of decodable texts, timed and tracked.

Our alignment guide lists every standard, {{yearGroup}} by {{yearGroup}}, with the lessons, books and assessments that address it.`,
    },
    trialCta,
  ],
}

export const summerSchool: PageSource = {
  slug: 'summer-school',
  title: 'Summer school',
  description: 'A ready-made four-week summer reading school that keeps phonics skills sharp over the {{holidays}}.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Summer school',
      heading: 'Keep reading through the {{holidays}}',
      lead: 'A four-week, ready-to-run summer school with daily lessons, reading challenges and a certificate for every child who takes part.',
      primaryAction: { label: 'Book a demo', href: '/book' },
      illustration: 'classroom',
    },
    {
      blockType: 'features',
      items: [
        { title: 'Ready to run', body: 'Twenty lessons with slides and notes that any member of staff or volunteer can lead.', icon: 'calendar' },
        { title: 'Home and school', body: 'Children keep playing the games at home, and families see their progress in a weekly email.', icon: 'device' },
        { title: 'A happy ending', body: 'Certificates, stickers and a reading-champion leaderboard for the last week.', icon: 'star' },
      ],
    },
    trialCta,
  ],
}

export const bundles: PageSource = {
  slug: 'bundles',
  title: 'Bundles',
  description: 'Save with Inkwell bundles: phonics, spelling and {{maths}} together, for one class or the whole school.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Better together',
      heading: 'Phonics, spelling and {{maths}} in one bundle',
      lead: 'Most schools start with phonics and add spelling and {{maths}} as children move up. Bundles give you all three, with one login and one report.',
      primaryAction: { label: 'See prices', href: '/pricing' },
      secondaryAction: { label: 'Get a quote', href: '/book' },
      illustration: 'chart',
    },
    {
      blockType: 'features',
      items: [
        { title: 'Early reading bundle', body: 'The phonics {{programme}}, both decodable book collections and digital practice for every {{pupil}}.', icon: 'book' },
        { title: 'Whole-school bundle', body: 'Phonics for younger {{pupils}}, spelling and {{maths}} premium for everyone, and staff training for the year.', icon: 'school' },
        { title: 'Home learning bundle', body: 'Personal subscriptions to spelling and {{maths}} for families, at a school discount.', icon: 'heart' },
      ],
    },
    trialCta,
  ],
}

export const comparison: PageSource = {
  slug: 'comparison',
  title: 'Letters and Sounds 2007 alignment',
  description: 'How the Inkwell {{programme}} maps onto the phases of Letters and Sounds (2007), for schools moving to a validated {{scheme}}.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Moving from Letters and Sounds',
      heading: 'How Inkwell compares with Letters and Sounds',
      lead: 'If your school taught Letters and Sounds (2007), moving to Inkwell is straightforward: the sounds are familiar, taught in a tighter, fully resourced order.',
      primaryAction: { label: 'Book a demo', href: '/book' },
      illustration: 'letters',
    },
    {
      blockType: 'content',
      markdown: `## Phase by phase

- **Phase 1** (listening and sound play): Inkwell’s first {{chapter}}, with songs and sound games.
- **Phase 2** (s a t p i n and on): {{chapter}} 2, taught over six {{sets}} with a decodable book for each.
- **Phase 3** (digraphs and trigraphs): {{chapters}} 3 and 4.
- **Phase 4** (adjacent consonants): {{chapter}} 5, with extra blending practice.
- **Phase 5** (alternative spellings): {{chapters}} 6 to 8.
- **Phase 6** (spelling and grammar): carried on by Inkwell Spelling.

## What changes

Inkwell teaches each new sound faster than Letters and Sounds suggested, with more review built in, and gives every lesson a matching decodable book. Our team will map your current groups to the right {{chapter}} and {{set}} when you start.`,
    },
    trialCta,
  ],
}

export const dfe: PageSource = {
  slug: 'dfe-validated-phonics-programme',
  title: 'A DfE-validated phonics {{programme}}',
  description: 'Inkwell is a complete systematic synthetic phonics {{programme}} that meets the Department for Education’s validation criteria.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Validated',
      heading: 'Meets the Department for Education’s criteria',
      lead: 'Inkwell has been assessed against the Department for Education’s core criteria for a complete systematic synthetic phonics teaching {{programme}}.',
      primaryAction: { label: 'Book a demo', href: '/book' },
      illustration: 'books',
    },
    {
      blockType: 'content',
      markdown: `## What validation means for your school

A validated {{programme}} gives children a clear, complete route to reading, with lessons, books and assessment all working together. It is what inspectors expect to see, and it makes early reading consistent from class to class.

- Daily, direct phonics teaching from the start of {{firstYear}}.
- Decodable books matched to the sounds taught.
- Regular assessment and rapid catch-up support.
- Full training for every member of staff who teaches reading.

Schools in England may be able to fund Inkwell from their English hubs grant. [Contact us](/book) and we will help with the paperwork.`,
    },
    {
      blockType: 'badges',
      items: [{ title: 'Complete SSP programme', detail: 'Validation criteria met', style: 'accreditation' }],
    },
  ],
}

export const curriculumLinks: PageSource = {
  slug: 'curriculum-links',
  title: 'Curriculum links',
  description: 'How Inkwell’s phonics, spelling and {{maths}} link to {{curriculum}}, {{yearGroup}} by {{yearGroup}}.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Curriculum',
      heading: 'Linked to {{curriculum}}',
      lead: 'Every lesson, word list and game in Inkwell is tagged with the curriculum objectives it teaches, so your long-term plans write themselves.',
      primaryAction: { label: 'See the {{programme}}', href: '/synthetic-phonics-teaching-scheme' },
      illustration: 'chart',
    },
    {
      blockType: 'features',
      items: [
        { title: 'Reading', body: 'Word reading objectives from {{firstYear}} onwards are covered by the phonics {{programme}} and its decodable books.', icon: 'book' },
        { title: 'Spelling', body: 'Statutory word lists and spelling rules for each {{yearGroup}}, ready-made as weekly lists.', icon: 'pencil' },
        { title: '{{Maths}}', body: 'Number facts and times tables practice matched to the objectives for each {{yearGroup}}.', icon: 'puzzle' },
      ],
    },
    trialCta,
  ],
}
