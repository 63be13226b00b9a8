import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature } from '@tessera/ui/testing';
import { usersFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

const card = () => screen.getByTestId('user-card');

async function openUser(id: number) {
  const view = await renderFeature(usersFeature, `/apps/user/view/${id}`);
  await screen.findByTestId('user-card');
  return view;
}

describe('UserViewPage', () => {
  it("shows the user's card, details and plan", async () => {
    const { user } = await api.users.get({ id: 5 });
    const details = await api.users.details({ id: 5 });
    await openUser(5);

    expect(screen.getByRole('heading', { level: 1, name: user.fullName })).toBeInTheDocument();
    const userCard = within(card());
    expect(userCard.getByRole('heading', { level: 2, name: user.fullName })).toBeInTheDocument();
    for (const text of [`@${user.username}`, user.email, user.contact, user.country]) {
      expect(userCard.getByText(text)).toBeInTheDocument();
    }
    const tasksDone = details.projects.reduce((sum, project) => sum + project.completedTasks, 0);
    expect(await userCard.findByText(String(tasksDone))).toBeInTheDocument();
    expect(userCard.getByText(String(details.projects.length))).toBeInTheDocument();

    const plan = within(screen.getByTestId('plan-card'));
    expect(plan.getByText('Current plan')).toBeInTheDocument();
    expect(plan.getByRole('button', { name: 'Upgrade plan' })).toBeInTheDocument();
  });

  it('words the activity timeline and the devices in French', async () => {
    const details = await api.users.details({ id: 3 });
    const frenchTitles = {
      invoicePaid: 'Facture payée',
      meetingBooked: 'Réunion planifiée',
      reportShared: 'Rapport partagé',
      taskOverdue: 'Tâche en retard',
      filesUploaded: 'Fichiers déposés',
      projectCreated: 'Projet créé',
    };
    const { user: tester } = await renderFeature(usersFeature, '/apps/user/view/3?tab=security', {
      language: 'fr',
    });
    const devices = within(await screen.findByTestId('devices'));
    const [device] = details.devices;
    expect(devices.getByText(`${device.browser} sur ${device.os}`)).toBeInTheDocument();
    const pays = new Intl.DisplayNames(['fr'], { type: 'region' }).of(device.country);
    expect(devices.getAllByText(`${device.city}, ${pays}`).length).toBeGreaterThan(0);

    await tester.click(screen.getByRole('tab', { name: 'Compte' }));
    const timeline = within(await screen.findByTestId('activity'));
    expect(details.activity.length).toBeGreaterThan(0);
    for (const entry of details.activity) {
      expect(await timeline.findByText(frenchTitles[entry.kind])).toBeInTheDocument();
    }
  });

  it('walks every tab', async () => {
    const details = await api.users.details({ id: 3 });
    const { user: tester, router } = await openUser(3);

    const projects = within(screen.getByTestId('projects'));
    expect(await projects.findByText(details.projects[0].name)).toBeInTheDocument();
    expect(
      projects.getByRole('progressbar', { name: `Progress of ${details.projects[0].name}` }),
    ).toBeInTheDocument();
    // The server sends a code; the timeline words it in the user's language.
    const activityTitles = {
      invoicePaid: 'Invoice paid',
      meetingBooked: 'Meeting booked',
      reportShared: 'Report shared',
      taskOverdue: 'Task overdue',
      filesUploaded: 'Files uploaded',
      projectCreated: 'Project created',
    };
    expect(
      within(screen.getByTestId('activity')).getByText(activityTitles[details.activity[0].kind]),
    ).toBeInTheDocument();

    await tester.click(screen.getByRole('tab', { name: 'Security' }));
    expect(router.state.location.search).toBe('?tab=security');
    expect(await screen.findByTestId('change-password')).toBeInTheDocument();
    const [device] = details.devices;
    const devices = within(screen.getByTestId('devices'));
    expect(devices.getByText(`${device.browser} on ${device.os}`)).toBeInTheDocument();
    // The country is named from its code, in the page's language.
    const country = new Intl.DisplayNames(['en'], { type: 'region' }).of(device.country);
    expect(devices.getAllByText(`${device.city}, ${country}`).length).toBeGreaterThan(0);

    await tester.click(screen.getByRole('tab', { name: 'Billing & plans' }));
    expect(await screen.findByTestId('payment-methods')).toHaveTextContent('Visa');
    const { user } = await api.users.get({ id: 3 });
    expect(within(screen.getByTestId('billing-address')).getByText(user.email)).toBeInTheDocument();

    await tester.click(screen.getByRole('tab', { name: 'Notifications' }));
    const box = await screen.findByRole('checkbox', { name: 'Account activity by Email' });
    expect(box).toBeChecked();
    await tester.click(box);
    expect(box).not.toBeChecked();
    await tester.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Notification preferences saved.')).toBeInTheDocument();

    await tester.click(screen.getByRole('tab', { name: 'Connections' }));
    const [first] = details.connections;
    const serviceNames = {
      calendar: 'Calendar',
      teamChat: 'Team chat',
      codeHosting: 'Code hosting',
      cloudDrive: 'Cloud drive',
      newsletter: 'Newsletter',
    };
    const toggle = await screen.findByRole('switch', {
      name: `Connect ${serviceNames[first.service]}`,
    });
    expect(toggle).toHaveAttribute('aria-checked', String(first.connected));
    await tester.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', String(!first.connected));
  });

  it('opens on the tab a link names', async () => {
    await renderFeature(usersFeature, '/apps/user/view/2?tab=billing');
    expect(await screen.findByTestId('billing-address')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Billing & plans' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('says when the user does not exist, with a way back to the list', async () => {
    const { user, router } = await renderFeature(usersFeature, '/apps/user/view/99999');
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Back to the list/ }));
    expect(router.state.location.pathname).toBe('/apps/user/list');
    expect(await screen.findByTestId('user-stats')).toHaveTextContent('Total users');
    await waitFor(() => expect(document.querySelector('tr[data-row-key]')).not.toBeNull());
  });

  it('treats an id that is not a number as unknown', async () => {
    await renderFeature(usersFeature, '/apps/user/view/abc');
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
  });

  it("opens the list's first user when no id is given", async () => {
    const [first] = (await api.users.list({ page: 1, perPage: 1 })).users;
    const { router } = await renderFeature(usersFeature, '/apps/user/view');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/user/view/${first.id}`));
    expect(await screen.findByTestId('user-card')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('projects').querySelector('.ant-table-row')).not.toBeNull(),
    );
  });
});
