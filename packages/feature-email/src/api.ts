import {
  api,
  type EmailChanges,
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
import {
  fromClient,
  injectFeatureEndpoints,
  onSuccess,
  optimistic,
  patchItems,
} from '@tessera/ui/server-state';

/** One mail: its record, and every cached list that shows it. */
const mailTag = (id: number) => ({ type: 'Email' as const, id });
/** The lists of a folder (or the starred view), or of a label (`label:work`), on every page. */
const listTag = (id: string) => ({ type: 'EmailList' as const, id });
/** The sidebar's badges, which every list answer carries. */
const countsTag = listTag('COUNTS');

/** What a bulk change touched: the mails, the folder they go to, the badges and the starred view. */
function touchedBy({ emailIds, dataToUpdate }: UpdateEmailsInput) {
  return [
    ...emailIds.map(mailTag),
    ...(dataToUpdate.folder ? [listTag(dataToUpdate.folder), listTag('starred'), countsTag] : []),
    ...(dataToUpdate.isRead !== undefined ? [countsTag] : []),
    ...(dataToUpdate.isStarred !== undefined ? [listTag('starred')] : []),
  ];
}

/** The flags a change sets at once on the screen (a move waits for the server's lists). */
function applyFlags(mail: Email, { isRead, isStarred }: EmailChanges) {
  if (isRead !== undefined) mail.isRead = isRead;
  if (isStarred !== undefined) mail.isStarred = isStarred;
}

/**
 * The email app's server state. A change invalidates what it touched: the mails (their record
 * and the lists that show them), the lists they join, and the badges when a read state or a
 * folder changed. A star or read change shows at once and rolls back if the server refuses.
 */
export const emailApi = injectFeatureEndpoints(['Email', 'EmailList'], (build) => ({
  listEmails: build.query<EmailListResponse, EmailListQuery>({
    queryFn: (query) => fromClient(api.email.list(query)),
    providesTags: (answer, _error, { folder = 'inbox', label }) => [
      listTag(folder),
      ...(label ? [listTag(`label:${label}`)] : []),
      countsTag,
      ...(answer?.emails ?? []).map(({ id }) => mailTag(id)),
    ],
  }),
  getEmail: build.query<OpenedEmail, GetEmailInput>({
    queryFn: (input) => fromClient(api.email.get(input).then(({ email }) => email)),
    providesTags: (_answer, _error, { id }) => [mailTag(id)],
  }),
  /** The neighbour of a mail in its list (asked for on a click: `useLazyPaginateEmailQuery`). */
  paginateEmail: build.query<OpenedEmail, PaginateEmailInput>({
    queryFn: (input) => fromClient(api.email.paginate(input).then(({ email }) => email)),
    providesTags: (_answer, _error, { folder = 'inbox', emailId }) => [
      listTag(folder),
      mailTag(emailId),
    ],
  }),
  updateEmails: build.mutation<Email[], UpdateEmailsInput>({
    queryFn: (input) => fromClient(api.email.update(input).then(({ emails }) => emails)),
    invalidatesTags: onSuccess(touchedBy),
  }),
  toggleEmailLabel: build.mutation<Email[], UpdateEmailsLabelInput>({
    queryFn: (input) => fromClient(api.email.updateLabel(input).then(({ emails }) => emails)),
    invalidatesTags: onSuccess(({ emailIds, label }) => [
      ...emailIds.map(mailTag),
      listTag(`label:${label}`),
    ]),
  }),
  sendEmail: build.mutation<Email, SendEmailInput>({
    queryFn: (input) => fromClient(api.email.send(input).then(({ email }) => email)),
    invalidatesTags: onSuccess(({ draftId }) => [
      listTag('sent'),
      ...(draftId ? [mailTag(draftId), listTag('draft'), countsTag] : []),
    ]),
  }),
  saveDraft: build.mutation<Email, SaveDraftInput>({
    queryFn: (input) => fromClient(api.email.saveDraft(input).then(({ email }) => email)),
    invalidatesTags: onSuccess(({ id }) => [
      listTag('draft'),
      countsTag,
      ...(id ? [mailTag(id)] : []),
    ]),
  }),
}));

emailApi.enhanceEndpoints({
  endpoints: {
    updateEmails: {
      onQueryStarted: optimistic(emailApi, {
        touches: ({ emailIds }) => emailIds.map(mailTag),
        patch: {
          listEmails: (list, { emailIds, dataToUpdate }) =>
            patchItems(list.emails, emailIds, (mail) => applyFlags(mail, dataToUpdate)),
          getEmail: (mail, { dataToUpdate }) => applyFlags(mail, dataToUpdate),
        },
      }),
    },
  },
});

export const {
  useListEmailsQuery,
  useGetEmailQuery,
  useLazyPaginateEmailQuery,
  useUpdateEmailsMutation,
  useToggleEmailLabelMutation,
  useSendEmailMutation,
  useSaveDraftMutation,
} = emailApi;
