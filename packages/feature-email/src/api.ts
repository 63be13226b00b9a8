import {
  api,
  type EmailListQuery,
  type EmailListResponse,
  type GetEmailInput,
  type OpenedEmail,
  type PaginateEmailInput,
  type SaveDraftInput,
  type SendEmailInput,
  type UpdateEmailsInput,
  type UpdateEmailsLabelInput,
  type Email,
} from '@tessera/api-client';
import { fromClient, serverApi } from '@tessera/ui/server-state';

/**
 * The email app's server state. Every change can move mails between lists and change the
 * badges, so it invalidates every mail answer (lists and the open mail) on success.
 */
export const emailApi = serverApi.enhanceEndpoints({ addTagTypes: ['Email'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    listEmails: build.query<EmailListResponse, EmailListQuery>({
      queryFn: (query) => fromClient(api.email.list(query)),
      providesTags: ['Email'],
    }),
    getEmail: build.query<OpenedEmail, GetEmailInput>({
      queryFn: (input) => fromClient(api.email.get(input).then(({ email }) => email)),
      providesTags: ['Email'],
    }),
    /** The neighbour of a mail in its list; a mutation, as it is asked for once, on a click. */
    paginateEmail: build.mutation<OpenedEmail, PaginateEmailInput>({
      queryFn: (input) => fromClient(api.email.paginate(input).then(({ email }) => email)),
    }),
    updateEmails: build.mutation<Email[], UpdateEmailsInput>({
      queryFn: (input) => fromClient(api.email.update(input).then(({ emails }) => emails)),
      invalidatesTags: (_answer, error) => (error ? [] : ['Email']),
    }),
    toggleEmailLabel: build.mutation<Email[], UpdateEmailsLabelInput>({
      queryFn: (input) => fromClient(api.email.updateLabel(input).then(({ emails }) => emails)),
      invalidatesTags: (_answer, error) => (error ? [] : ['Email']),
    }),
    sendEmail: build.mutation<Email, SendEmailInput>({
      queryFn: (input) => fromClient(api.email.send(input).then(({ email }) => email)),
      invalidatesTags: (_answer, error) => (error ? [] : ['Email']),
    }),
    saveDraft: build.mutation<Email, SaveDraftInput>({
      queryFn: (input) => fromClient(api.email.saveDraft(input).then(({ email }) => email)),
      invalidatesTags: (_answer, error) => (error ? [] : ['Email']),
    }),
  }),
});

export const {
  useListEmailsQuery,
  useGetEmailQuery,
  usePaginateEmailMutation,
  useUpdateEmailsMutation,
  useToggleEmailLabelMutation,
  useSendEmailMutation,
  useSaveDraftMutation,
} = emailApi;
