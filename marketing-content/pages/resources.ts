import type { PageSource } from '../types'

export const browse: PageSource = {
  slug: 'browse',
  title: 'Teaching resources',
  description: 'Free teaching resources for phonics, spelling, {{maths}} and reading: printable mats, worksheets and games for {{ageRange}}.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Resources',
      heading: 'Teaching resources, ready to use',
      lead: 'Printable mats, worksheets, games and planning, made by our teachers and free for every school.',
      primaryAction: { label: 'Free samples', href: '/samples' },
      illustration: 'none',
    },
    { blockType: 'resourceList', heading: 'All resources' },
  ],
}

const category = (slug: 'phonics' | 'spelling' | 'maths' | 'reading', title: string, lead: string): PageSource => ({
  slug: `browse/${slug}`,
  title,
  description: lead,
  layout: [
    { blockType: 'hero', eyebrow: 'Resources', heading: title, lead, illustration: 'none' },
    { blockType: 'resourceList', category: slug },
  ],
})

export const browsePhonics = category('phonics', 'Phonics resources', 'Grapheme mats, sound buttons and blending games for every {{chapter}} of the {{programme}}.')
export const browseSpelling = category('spelling', 'Spelling resources', 'Word lists, look-say-cover-write sheets and spelling games for every {{yearGroup}}.')
export const browseMaths = category('maths', '{{Maths}} resources', 'Number bond mats, times tables grids and fluency games for {{ageRange}}.')
export const browseReading = category('reading', 'Reading resources', 'Decodable stories, reading records and comprehension questions for early readers.')

export const freeResources: PageSource = {
  slug: 'free-resources',
  title: 'Free resources',
  description: 'Free phonics, spelling and {{maths}} resources for teachers and families: print them, play them and share them.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Free for everyone',
      heading: 'Free resources for teachers and families',
      lead: 'Everything on this page is free to print and share with your school. New resources arrive every {{term}}.',
      primaryAction: { label: 'Try free samples', href: '/samples' },
      illustration: 'letters',
    },
    { blockType: 'resourceList' },
    {
      blockType: 'callToAction',
      heading: 'Want the whole {{programme}}?',
      body: 'The free resources are a taste of Inkwell. Try every lesson, book and game free for 30 days.',
      action: { label: 'Book a demo', href: '/book' },
    },
  ],
}

export const resourceIndex: PageSource = {
  slug: 'resource',
  title: 'Free resource library',
  description: 'Printable phonics, spelling and {{maths}} resources from Inkwell, free for every classroom.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Resource library',
      heading: 'Free resource library',
      lead: 'Pick a resource to print it, or browse by subject.',
      secondaryAction: { label: 'Browse by subject', href: '/browse' },
      illustration: 'none',
    },
    { blockType: 'resourceList' },
  ],
}

export const graphemeMat: PageSource = {
  slug: 'resource/grapheme-mat',
  title: 'Grapheme mat',
  description: 'A printable mat of the first forty sounds and their spellings, with a picture for each, for desks and book bags.',
  resourceCategory: 'phonics',
  layout: [
    { blockType: 'hero', eyebrow: 'Phonics resource', heading: 'Grapheme mat', lead: 'The first forty sounds, the letters that spell them and a picture to remember each one by. Print one for every desk.', illustration: 'none' },
    {
      blockType: 'content',
      markdown: `## Single letters

- **s** as in sun, **a** as in ant, **t** as in tap, **p** as in pig
- **i** as in insect, **n** as in net, **m** as in map, **d** as in dog
- **g** as in goat, **o** as in octopus, **c** and **k** as in cat and kite, **e** as in egg

## Digraphs and trigraphs

- **sh** as in ship, **ch** as in chin, **th** as in thumb, **ng** as in ring
- **ai** as in rain, **ee** as in tree, **igh** as in night, **oa** as in boat
- **oo** as in moon and book, **ar** as in car, **or** as in fork, **ur** as in burn

## Using the mat

Keep the mat on the desk during writing. When a child is stuck on a sound, point to its picture rather than saying the letter name: it builds the habit of sounding out.`,
    },
  ],
}

export const soundButtons: PageSource = {
  slug: 'resource/sound-buttons-worksheet',
  title: 'Sound buttons worksheet',
  description: 'A worksheet for practising sound buttons: children mark each sound in a word, then blend it to read.',
  resourceCategory: 'phonics',
  layout: [
    { blockType: 'hero', eyebrow: 'Phonics resource', heading: 'Sound buttons worksheet', lead: 'Dots under single letters, dashes under digraphs: children mark the sounds, then blend them to read the word.', illustration: 'none' },
    {
      blockType: 'content',
      markdown: `## Words to mark and read

1. cat, sun, pin, dog, map
2. ship, chop, thin, ring, fish
3. rain, seed, boat, night, moon
4. sandwich, rocket, garden, thunder, picnic

## Teaching tip

Model the first word aloud: touch each button and say the sound, then sweep your finger along the line and blend. Children who finish early can write their own words for a partner to mark.`,
    },
  ],
}

export const spellingGrid: PageSource = {
  slug: 'resource/look-say-cover-write',
  title: 'Look, say, cover, write, check',
  description: 'The classic spelling practice sheet, with space for ten words and a column for each step.',
  resourceCategory: 'spelling',
  layout: [
    { blockType: 'hero', eyebrow: 'Spelling resource', heading: 'Look, say, cover, write, check', lead: 'A simple routine that makes spellings stick. Use it with this week’s list from Inkwell Spelling.', illustration: 'none' },
    {
      blockType: 'content',
      markdown: `## The routine

1. **Look** at the word and notice its tricky part.
2. **Say** it aloud, sounding out each part.
3. **Cover** it up.
4. **Write** it from memory.
5. **Check** it letter by letter, and try again if it needs it.

Children can {{practise}} ten words in ten minutes. Finish with a spelling game in Inkwell to see which words are secure.`,
    },
  ],
}

export const numberBonds: PageSource = {
  slug: 'resource/number-bonds-to-ten',
  title: 'Number bonds to ten',
  description: 'A printable number bonds mat with ten-frames, and a quick-fire game to play in pairs.',
  resourceCategory: 'maths',
  layout: [
    { blockType: 'hero', eyebrow: '{{Maths}} resource', heading: 'Number bonds to ten', lead: 'Ten-frames showing every pair that makes ten, and a game to make the facts automatic.', illustration: 'none' },
    {
      blockType: 'content',
      markdown: `## The pairs

- 0 and 10, 1 and 9, 2 and 8
- 3 and 7, 4 and 6, 5 and 5

## Bond snap (for two players)

Deal a pack of number cards from 0 to 10. Take turns to turn one over; shout “bond!” when the two cards showing make ten. Keep score and play again tomorrow: most children know every bond within a week.`,
    },
  ],
}

export const nurseryRhymePack: PageSource = {
  slug: 'resource/nursery-rhyme-pack',
  title: 'Nursery rhyme pack',
  description: 'Five nursery rhymes with actions, rhyme-spotting games and a colouring sheet, for World Nursery Rhyme Week and beyond.',
  resourceCategory: 'reading',
  layout: [
    { blockType: 'hero', eyebrow: 'Reading resource', heading: 'Nursery rhyme pack', lead: 'Five favourite rhymes with the words, actions and a listening game for each.', illustration: 'none' },
    {
      blockType: 'content',
      markdown: `## The rhymes

- Humpty Dumpty
- Twinkle, Twinkle, Little Star
- Hickory Dickory Dock
- Incy Wincy Spider
- Row, Row, Row Your Boat

## Rhyme detectives

Sing a rhyme twice. The second time, stop before each rhyming word and let the children shout it. Then try swapping the rhyming word for a silly one, and see who notices.`,
    },
  ],
}

export const planningPack: PageSource = {
  slug: 'resource/teacher-planning-pack',
  title: 'Teacher planning pack',
  description: 'Medium-term plans for every {{chapter}} of the phonics {{programme}}, for teachers in Inkwell schools.',
  resourceCategory: 'phonics',
  requiresSignIn: true,
  layout: [
    { blockType: 'hero', eyebrow: 'For Inkwell schools', heading: 'Teacher planning pack', lead: 'Medium-term plans for every {{chapter}}, with the sounds, tricky words and decodable books for each {{set}}.', illustration: 'none' },
    {
      blockType: 'content',
      markdown: `## In this pack

- A {{term}}-by-{{term}} overview for each {{yearGroup}}.
- Weekly plans listing every {{set}} and {{subset}}, with the lesson slides to use.
- Assessment points and what to do for children who need to keep up.

Plans are editable, so you can adapt them to your timetable and share them with your team.`,
    },
  ],
}
