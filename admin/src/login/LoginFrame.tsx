// The frame every sign-in screen shares: a centred card with the console's
// mark, a heading and a line under it.
import type { ReactNode } from 'react'
import { Avatar, Box, Card, CardContent, Typography } from '@mui/material'
import HistoryEduIcon from '@mui/icons-material/HistoryEdu'

export const LoginFrame = ({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) => (
  <Box
    component="main"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: 2,
      background: 'linear-gradient(160deg, #eef1f8 0%, #dde3f0 100%)',
    }}
  >
    <Card sx={{ width: '100%', maxWidth: 400 }} elevation={3}>
      <CardContent sx={{ p: 4, '&:last-child': { pb: 4 } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 3 }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56, mb: 1.5 }}>
            <HistoryEduIcon fontSize="large" />
          </Avatar>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600, textAlign: 'center' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, textAlign: 'center' }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {children}
      </CardContent>
    </Card>
  </Box>
)
