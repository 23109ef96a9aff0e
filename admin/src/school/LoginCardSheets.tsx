// Printable login cards. On screen: the cards, wrapping to the width
// available. On paper: a copy rendered straight under <body>, in sheets of
// eight 90 × 58 mm cards that fit A4 and US Letter alike; printing hides
// everything else on the page (app bar, menu, buttons).
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { Box, GlobalStyles, Typography } from '@mui/material'
import QRCode from 'qrcode'
import { useTranslate } from 'react-admin'

import {
  CARD_COLUMN_GAP_MM,
  CARD_HEIGHT_MM,
  CARD_ROW_GAP_MM,
  CARD_WIDTH_MM,
  SHEET_MARGIN_MM,
  playAddress,
  sheetsOf,
  type LoginCard,
} from './cardSheets'

const PRINT_ROOT_CLASS = 'inkwell-print-root'

// Paper size is left to the printer's setting (A4 or Letter); the sheet fits both.
const printStyles = `
@page { margin: ${SHEET_MARGIN_MM}mm; }
.${PRINT_ROOT_CLASS} { display: none; }
@media print {
  html, body { background: #fff !important; }
  body > *:not(.${PRINT_ROOT_CLASS}) { display: none !important; }
  .${PRINT_ROOT_CLASS} { display: block; color: #000; }
  .${PRINT_ROOT_CLASS} .login-sheet {
    display: grid;
    grid-template-columns: repeat(2, ${CARD_WIDTH_MM}mm);
    grid-auto-rows: ${CARD_HEIGHT_MM}mm;
    column-gap: ${CARD_COLUMN_GAP_MM}mm;
    row-gap: ${CARD_ROW_GAP_MM}mm;
    justify-content: center;
    break-after: page;
    page-break-after: always;
  }
  .${PRINT_ROOT_CLASS} .login-sheet:last-child { break-after: auto; page-break-after: auto; }
  .${PRINT_ROOT_CLASS} .login-card { break-inside: avoid; page-break-inside: avoid; }
  .${PRINT_ROOT_CLASS} .login-card img { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}
`

/** QR codes as data URLs, by sign-in address; made in the browser (the key never leaves it again). */
const useQrCodes = (cards: readonly LoginCard[]) => {
  const [codes, setCodes] = useState<Record<string, string>>({})
  useEffect(() => {
    let cancelled = false
    const urls = cards.flatMap((card) => (card.signInUrl ? [card.signInUrl] : []))
    if (urls.length === 0) {
      setCodes({})
      return
    }
    void Promise.all(
      urls.map(async (url) => [url, await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 })] as const),
    ).then((entries) => {
      if (!cancelled) setCodes(Object.fromEntries(entries))
    })
    return () => {
      cancelled = true
    }
  }, [cards])
  return codes
}

const Detail = ({ label, value, large = false }: { label: string; value: string; large?: boolean }) => (
  <Box sx={{ display: 'flex', alignItems: 'baseline', gap: '2mm', minWidth: 0 }}>
    <Box component="span" sx={{ fontSize: '8pt', color: '#444', width: '17mm', flexShrink: 0 }}>
      {label}
    </Box>
    <Box
      component="span"
      sx={{
        fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
        fontSize: large ? '13pt' : '11pt',
        fontWeight: 700,
        overflowWrap: 'anywhere',
      }}
    >
      {value}
    </Box>
  </Box>
)

const Card = ({ card, schoolName, qrCode, address }: { card: LoginCard; schoolName: string; qrCode?: string; address: string }) => {
  const translate = useTranslate()
  return (
    <Box
      component="article"
      className="login-card"
      aria-label={translate('hub.cards.card_label', { name: card.name })}
      sx={{
        boxSizing: 'border-box',
        width: `min(${CARD_WIDTH_MM}mm, 100%)`,
        minHeight: `${CARD_HEIGHT_MM}mm`,
        border: '0.3mm dashed #666',
        borderRadius: '2mm',
        p: '3.5mm',
        bgcolor: '#fff',
        color: '#000',
        display: 'flex',
        flexDirection: 'column',
        gap: '1.5mm',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: '2mm', fontSize: '7.5pt', color: '#333' }}>
        <span>{schoolName}</span>
        {card.className && <span>{card.className}</span>}
      </Box>
      <Box sx={{ fontSize: '13pt', fontWeight: 700, lineHeight: 1.15, overflowWrap: 'anywhere' }}>{card.name}</Box>
      <Box sx={{ display: 'flex', gap: '3mm', flex: 1, minHeight: 0 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: '1.2mm', flex: 1, minWidth: 0, justifyContent: 'center' }}>
          <Detail label={translate('hub.cards.school_id')} value={String(card.schoolId)} />
          <Detail label={translate('hub.cards.username')} value={card.username} />
          {card.password && <Detail label={translate('hub.cards.password')} value={card.password} large />}
        </Box>
        {card.signInUrl && (
          <Box sx={{ width: '27mm', flexShrink: 0, textAlign: 'center' }}>
            {qrCode ? (
              <img
                src={qrCode}
                alt={translate('hub.cards.qr_alt', { username: card.username })}
                style={{ width: '27mm', height: '27mm', display: 'block' }}
              />
            ) : (
              <Box sx={{ width: '27mm', height: '27mm', bgcolor: '#eee' }} />
            )}
          </Box>
        )}
      </Box>
      <Box sx={{ fontSize: '7.5pt', color: '#333' }}>
        {card.signInUrl ? translate('hub.cards.scan_or_type', { address }) : translate('hub.cards.sign_in_at', { address })}
      </Box>
    </Box>
  )
}

export interface LoginCardSheetsProps {
  cards: readonly LoginCard[]
  schoolName: string
}

export const LoginCardSheets = ({ cards, schoolName }: LoginCardSheetsProps) => {
  const qrCodes = useQrCodes(cards)
  const address = playAddress(window.location.origin)
  const render = (card: LoginCard) => (
    <Card
      key={card.id}
      card={card}
      schoolName={schoolName}
      address={address}
      qrCode={card.signInUrl ? qrCodes[card.signInUrl] : undefined}
    />
  )
  return (
    <>
      <GlobalStyles styles={printStyles} />
      <Box
        className="login-cards-preview"
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, minmax(min(${CARD_WIDTH_MM}mm, 100%), 1fr))`,
          gap: 2,
          justifyItems: 'center',
        }}
      >
        {cards.map(render)}
      </Box>
      {createPortal(
        <div className={PRINT_ROOT_CLASS} aria-hidden="true">
          {sheetsOf(cards).map((sheet, index) => (
            <div className="login-sheet" key={index}>
              {sheet.map(render)}
            </div>
          ))}
        </div>,
        document.body,
      )}
    </>
  )
}

/** How many cards there are and how they print. */
export const SheetCount = ({ count }: { count: number }) => {
  const translate = useTranslate()
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('hub.cards.sheet_count', { smart_count: count })}
    </Typography>
  )
}
