import { type Feedback, feedbackPaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { memberApi } from '../../test/member';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const answered: Feedback = {
  id: '7',
  questionType: 'DEPOSIT',
  content: 'My deposit has not arrived after an hour',
  answer: 'It is credited now, sorry for the wait.',
  createdAt: '2025-01-15T12:34:56Z',
  answeredAt: '2025-01-15T13:00:00Z',
};

async function feedbackApi(list: Feedback[]) {
  const api = await memberApi();
  api.on('GET', feedbackPaths.mine, () => ok({ items: list, page: 1, pageSize: 10, total: list.length }));
  return api;
}

const form = async () => {
  const button = await screen.findByRole('button', { name: 'Send feedback' });
  return within(button.closest('form') as HTMLElement);
};

describe('feedback page', () => {
  it('shows my feedback with the answer', async () => {
    await feedbackApi([answered, { ...answered, id: '8', answer: null, answeredAt: null }]);
    renderApp('/member?page=feedback');
    expect(await screen.findByText('It is credited now, sorry for the wait.')).toBeVisible();
    expect(screen.getByText('Waiting for an answer')).toBeVisible();
  });

  it('names what is missing: the type, empty content, a word count outside the limits', async () => {
    const api = await feedbackApi([]);
    renderApp('/member?page=feedback');
    const user = userEvent.setup();
    const fields = await form();
    await user.click(fields.getByRole('button', { name: 'Send feedback' }));
    expect(fields.getByText('Choose a question type')).toBeVisible();
    expect(fields.getByText('Input cannot be empty')).toBeVisible();
    await user.type(fields.getByLabelText(/^Description/), 'too short');
    expect(fields.getByText('2 words (between 5 and 300)')).toBeVisible();
    await user.click(fields.getByRole('button', { name: 'Send feedback' }));
    expect(fields.getByText('Content between 5 and 300 words')).toBeVisible();
    expect(api.calls('PUT', feedbackPaths.send)).toHaveLength(0);
  });

  it('sends a valid feedback, thanks the member and clears the form; a server refusal shows under its field', async () => {
    const api = await feedbackApi([]);
    let answer = () => failure('VALIDATION_ERROR', 'error.invalid_input', 400, { field: 'body.content' });
    api.on('PUT', feedbackPaths.send, () => answer());
    renderApp('/member?page=feedback');
    const user = userEvent.setup();
    const fields = await form();
    await user.selectOptions(fields.getByLabelText(/^Question type/), 'WITHDRAW');
    await user.type(fields.getByLabelText(/^Description/), 'My withdrawal is still waiting today');
    await user.click(fields.getByRole('button', { name: 'Send feedback' }));
    expect(await fields.findByText('Content between 5 and 300 words')).toBeVisible();

    answer = () => ok({ ...answered, questionType: 'WITHDRAW', answer: null, answeredAt: null });
    await user.click(fields.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Feedback sent. We will answer in your messages.')).toBeVisible();
    expect(api.calls('PUT', feedbackPaths.send).at(-1)?.body).toEqual({
      questionType: 'WITHDRAW',
      content: 'My withdrawal is still waiting today',
    });
    await waitFor(() => expect(fields.getByLabelText(/^Description/)).toHaveValue(''));
  });
});
