import type { PageSource } from '../types'

export const about: PageSource = {
  slug: 'about',
  title: 'About Inkwell',
  description: 'Inkwell was started by teachers who wanted every child to learn to read, spell and count with confidence. Meet the team.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'About us',
      heading: 'Made by teachers, for teachers',
      lead: 'Inkwell began in a {{primary}} classroom in 2014, when two teachers built a spelling game for their own class. Today it helps children in thousands of schools around the world.',
      primaryAction: { label: 'Our training', href: '/training' },
      secondaryAction: { label: 'Contact us', href: '/book' },
      illustration: 'classroom',
    },
    {
      blockType: 'content',
      markdown: `## Our mission

We believe every child can learn to read, and that great teaching, the right books and plenty of joyful practice are how it happens. Everything we make is tested in real classrooms before it reaches yours.

## Who we are

Our team of forty includes former teachers, a speech and language therapist, children’s authors, illustrators and software engineers. We are based in Bristol, with colleagues in Burlington, Sydney and Cape Town so that help is always close to your time zone.

## How we work

- We never show adverts to children and never sell data.
- Every sound is recorded by trained specialists, not generated.
- Schools tell us what to build next: most new features start as a teacher’s email.`,
    },
    {
      blockType: 'features',
      heading: 'In numbers',
      items: [
        { title: '4,000 schools', body: 'use Inkwell every week across seven regions.', icon: 'school' },
        { title: '600,000 {{pupils}}', body: 'practised their phonics, spelling or {{maths}} with us last year.', icon: 'star' },
        { title: '12 years', body: 'of listening to teachers and improving every {{term}}.', icon: 'calendar' },
      ],
    },
  ],
}

export const training: PageSource = {
  slug: 'training',
  title: 'Training',
  description: 'Free online training for every member of staff who teaches reading with Inkwell, plus live webinars and in-school days.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Training',
      heading: 'Confident teachers, consistent teaching',
      lead: 'Every Inkwell school gets free online training for all its staff, with short videos, live webinars and a certificate for each course completed.',
      primaryAction: { label: 'Book in-school training', href: '/book' },
      illustration: 'classroom',
    },
    {
      blockType: 'features',
      items: [
        { title: 'Online courses', body: 'Bite-sized videos on teaching each part of the lesson, pronouncing pure sounds and running catch-up groups.', icon: 'device' },
        { title: 'Live webinars', body: 'Monthly sessions with our early reading specialists, recorded for anyone who cannot make it.', icon: 'headphones' },
        { title: 'In-school days', body: 'A trainer visits to model lessons, observe and coach, and plan next steps with your reading lead.', icon: 'school' },
      ],
    },
    {
      blockType: 'callToAction',
      heading: 'Train your whole team',
      body: 'Training is included in every school subscription. In-school days can be added at any time.',
      action: { label: 'Talk to us', href: '/book' },
    },
  ],
}

export const technology: PageSource = {
  slug: 'technology',
  title: 'Technology',
  description: 'Inkwell works on any device, keeps {{pupil}} data safe and is built to be fast and accessible, even on slow school networks.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Technology',
      heading: 'Works on the devices you already have',
      lead: 'Inkwell runs in any modern browser on interactive whiteboards, laptops, tablets and phones, with nothing to install.',
      primaryAction: { label: 'Book a demo', href: '/book' },
      illustration: 'chart',
    },
    {
      blockType: 'features',
      items: [
        { title: 'Fast on any network', body: 'Pages load in under a second and games keep working when the school Wi-Fi wobbles.', icon: 'device' },
        { title: 'Safe and private', body: 'Data is stored in Europe, encrypted and never shared. Children only ever see their own work.', icon: 'shield' },
        { title: 'Accessible', body: 'Keyboard control, screen-reader labels and adjustable fonts, tested against WCAG 2.2 AA.', icon: 'heart' },
        { title: 'Easy sign-in', body: 'Class codes and picture passwords for young {{pupils}}; single sign-on for staff.', icon: 'school' },
      ],
    },
  ],
}

export const remote: PageSource = {
  slug: 'remote',
  title: 'Remote and home learning',
  description: 'Keep learning going at home: Inkwell’s games, books and lessons work anywhere, and teachers can see every {{pupil}}’s progress.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Learning at home',
      heading: 'Learning that follows children home',
      lead: 'Set spelling lists, phonics games and decodable books as homework, and see who has completed them without collecting a single sheet of paper.',
      primaryAction: { label: 'Book a demo', href: '/book' },
      illustration: 'classroom',
    },
    {
      blockType: 'content',
      markdown: `## For families

Children sign in with their class code and picture password on any computer, tablet or phone. Every game explains itself with audio, so children can {{practise}} without a grown-up reading the instructions.

## For teachers

- Set work for a class, a group or one child in a couple of clicks.
- See completion and scores in real time.
- Send a message of praise that appears the next time a child signs in.`,
    },
  ],
}

export const nurseryRhymeWeek: PageSource = {
  slug: 'world-nursery-rhyme-week',
  title: 'World Nursery Rhyme Week',
  description: 'Free nursery rhyme resources for World Nursery Rhyme Week: five rhymes, five days of songs, actions and phonics games.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Every November',
      heading: 'Celebrate World Nursery Rhyme Week',
      lead: 'Rhymes build the listening skills that phonics depends on. Join thousands of early years settings singing a rhyme a day, with our free pack of songs, actions and games.',
      primaryAction: { label: 'Get the free pack', href: '/resource/nursery-rhyme-pack' },
      illustration: 'letters',
    },
    {
      blockType: 'features',
      heading: 'Five days, five rhymes',
      items: [
        { title: 'Monday: Humpty Dumpty', body: 'Listen for the rhyming words and build a wall of rhyming pairs.', icon: 'puzzle' },
        { title: 'Tuesday: Twinkle, Twinkle', body: 'Clap the syllables and make a star-counting game.', icon: 'star' },
        { title: 'Wednesday: Hickory Dickory Dock', body: 'Find the first sounds and race the mouse up the clock.', icon: 'calendar' },
        { title: 'Thursday: Incy Wincy Spider', body: 'Act out the rhyme and spot the sounds that repeat.', icon: 'heart' },
        { title: 'Friday: Row, Row, Row Your Boat', body: 'Sing in a round and finish with a rhyme show for families.', icon: 'headphones' },
      ],
    },
  ],
}
