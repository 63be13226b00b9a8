import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSortableItem, useSortableSensors } from './sortable';

function Row({ id }: { id: string }) {
  const { item, handle, dragging } = useSortableItem(id, { disabled: id === 'Pinned' });
  return (
    <li {...item} data-testid="row" className={dragging ? 'dragging' : undefined}>
      <button type="button" {...handle} aria-label={`Move ${id}`} />
      {id}
    </li>
  );
}

function SortableRows({ onDrop }: { onDrop: (event: DragEndEvent) => void }) {
  const sensors = useSortableSensors();
  const ids = ['Ada', 'Grace', 'Pinned'];
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDrop}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul>
          {ids.map((id) => (
            <Row key={id} id={id} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/** jsdom lays nothing out: each row 40 px high, one under the other, as a browser would. */
function layOutRows() {
  return jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const row = this.closest('[data-testid="row"]');
    const index = row ? screen.getAllByTestId('row').indexOf(row as HTMLElement) : 0;
    const top = index * 40;
    return {
      left: 0,
      top,
      width: 200,
      height: 40,
      right: 200,
      bottom: top + 40,
      x: 0,
      y: top,
    } as DOMRect;
  });
}

describe('sortable', () => {
  afterEach(() => jest.restoreAllMocks());

  it('moves an item with the keyboard: Space picks it up, an arrow moves it, Space drops it', async () => {
    layOutRows();
    const onDrop = jest.fn();
    render(<SortableRows onDrop={onDrop} />);
    const handle = screen.getByRole('button', { name: 'Move Ada' });
    // The handle is named for the reader, and says how to pick it up.
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space' });
    await waitFor(() => expect(screen.getByText('Ada').closest('li')).toHaveClass('dragging'));
    fireEvent.keyDown(handle, { code: 'ArrowDown' });
    fireEvent.keyDown(handle, { code: 'Space' });
    await waitFor(() => expect(onDrop).toHaveBeenCalledTimes(1));
    const [{ active, over }] = onDrop.mock.calls[0] as [DragEndEvent];
    expect(active.id).toBe('Ada');
    expect(over?.id).toBe('Grace');
  });

  it('leaves a disabled item where it is', async () => {
    layOutRows();
    const onDrop = jest.fn();
    render(<SortableRows onDrop={onDrop} />);
    const pinned = screen.getByRole('button', { name: 'Move Pinned' });
    expect(pinned).toHaveAttribute('aria-disabled', 'true');
    pinned.focus();
    for (const code of ['Space', 'ArrowUp', 'Space']) fireEvent.keyDown(pinned, { code });
    // Then a move that is allowed: the only drop heard is its own.
    const ada = screen.getByRole('button', { name: 'Move Ada' });
    ada.focus();
    fireEvent.keyDown(ada, { code: 'Space' });
    await waitFor(() => expect(screen.getByText('Ada').closest('li')).toHaveClass('dragging'));
    fireEvent.keyDown(ada, { code: 'ArrowDown' });
    fireEvent.keyDown(ada, { code: 'Space' });
    await waitFor(() => expect(onDrop).toHaveBeenCalled());
    expect(onDrop).toHaveBeenCalledTimes(1);
    expect((onDrop.mock.calls[0] as [DragEndEvent])[0].active.id).toBe('Ada');
    expect(screen.getByText('Pinned').closest('li')).not.toHaveClass('dragging');
  });
});
