// Inviting a teacher by email: the API emails a one-time code and a link to
// /console/invite (valid for 7 days). Creating accounts with a password for
// colleagues (POST users/me/school/teachers) is left to that invitation.
import { useState } from 'react'
import SendIcon from '@mui/icons-material/Send'
import { Alert, Card, CardContent, Typography } from '@mui/material'
import {
  Form,
  ListButton,
  SaveButton,
  TextInput,
  Title,
  TopToolbar,
  email,
  required,
  useLocaleState,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin'

import { useConsoleDataProvider } from '../school/hooks'

export const TeacherCreate = () => {
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  const dataProvider = useConsoleDataProvider()
  const [locale] = useLocaleState()
  const [failure, setFailure] = useState<string | null>(null)
  const submit = async (values: Record<string, unknown>) => {
    setFailure(null)
    try {
      const { invited, expiresAt } = await dataProvider.inviteTeacher(String(values.email ?? ''))
      notify('hub.teachers.invited', {
        type: 'success',
        messageArgs: {
          email: invited,
          date: new Date(expiresAt).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' }),
        },
      })
      redirect('list', 'teachers')
      return undefined
    } catch (error) {
      const body = (error as { status?: number; body?: { errors?: Record<string, unknown>; error?: string } })?.body
      // Field errors go beside the field (react-admin reads them from the returned object).
      if ((error as { status?: number })?.status === 422 && body?.errors) return body.errors
      setFailure(body?.error || (error as Error)?.message || translate('ra.notification.http_error'))
      return undefined
    }
  }
  return (
    <>
      <Title title={translate('hub.teachers.invite_title')} />
      <TopToolbar>
        <ListButton resource="teachers" />
      </TopToolbar>
      <Card sx={{ maxWidth: 640 }}>
        <CardContent>
          <Typography component="h1" variant="h5">
            {translate('hub.teachers.invite_title')}
          </Typography>
          <Typography sx={{ mt: 1, mb: 2 }}>{translate('hub.teachers.invite_intro')}</Typography>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Form onSubmit={submit}>
            <TextInput
              source="email"
              type="email"
              label="resources.teachers.fields.email"
              validate={[required(), email()]}
              fullWidth
              autoFocus
              autoComplete="off"
            />
            <SaveButton label="hub.teachers.send_invite" icon={<SendIcon />} alwaysEnable />
          </Form>
        </CardContent>
      </Card>
    </>
  )
}
