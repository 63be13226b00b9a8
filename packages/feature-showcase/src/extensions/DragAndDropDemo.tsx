import {
  closestCorners,
  DndContext,
  useDroppable,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { HolderOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Col, Flex, Row } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Text } from '@tessera/ui';
import { useSortableItem, useSortableSensors } from '@tessera/ui/sortable';
import { initialBoard, listIds, listOf, moveCard, placeOf, type Board, type ListId } from './board';
import './drag-and-drop.css';

function BoardCard({ id }: { id: string }) {
  const { t } = useTranslation('showcase');
  const { item, handle, dragging } = useSortableItem(id);
  return (
    <li
      {...item}
      className={`dnd-card${dragging ? ' dnd-card--dragging' : ''}`}
      data-testid="dnd-card"
    >
      <button type="button" className="dnd-card__handle" {...handle}>
        <HolderOutlined aria-hidden className="dnd-card__grip" />
        <Text>{t(`dragAndDrop.cards.${id}`)}</Text>
      </button>
    </li>
  );
}

function BoardList({ id, cards }: { id: ListId; cards: string[] }) {
  const { t } = useTranslation('showcase');
  // The list itself takes drops too, so an empty list can be filled.
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Card
      title={
        <Flex gap="small" align="center">
          <span>{t(`dragAndDrop.lists.${id}`)}</span>
          <Badge count={cards.length} showZero color="var(--ant-color-text-secondary)" />
        </Flex>
      }
      size="small"
      className="dnd-list"
    >
      <SortableContext items={cards} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          className={`dnd-list__cards${isOver ? ' dnd-list__cards--over' : ''}`}
          aria-label={t(`dragAndDrop.lists.${id}`)}
          data-list={id}
        >
          {cards.map((card) => (
            <BoardCard key={card} id={card} />
          ))}
          {cards.length === 0 && <li className="dnd-list__empty">{t('dragAndDrop.empty')}</li>}
        </ul>
      </SortableContext>
    </Card>
  );
}

/**
 * Cards moved within and between three lists with @dnd-kit (the library the todo app uses), by
 * pointer or keyboard: Space picks a card up, the arrows move it, Space drops it, Escape puts
 * it back. A screen reader hears each step in the page's language.
 */
export default function DragAndDropDemo() {
  const { t } = useTranslation('showcase');
  const [board, setBoard] = useState<Board>(initialBoard);
  const [lastMove, setLastMove] = useState<string>();
  // Announcements and the drop read the board as it is now, not as the last render drew it.
  const current = useRef(board);
  const before = useRef(board);
  const update = (next: Board) => {
    current.current = next;
    setBoard(next);
  };

  // The arrows go from card to card, and to a list only to fill it: the card's own list, around
  // it on screen, would otherwise be the nearest thing on its left and take a key press.
  const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
    const own = listOf(current.current, String(args.active));
    // Without a measured place, a list is no candidate.
    const droppableRects = new Map([...args.context.droppableRects].filter(([id]) => id !== own));
    return sortableKeyboardCoordinates(event, {
      ...args,
      context: { ...args.context, droppableRects },
    });
  };

  const sensors = useSortableSensors(keyboardCoordinates);

  const cardName = (id: UniqueIdentifier) => t(`dragAndDrop.cards.${String(id)}`);
  const where = (id: UniqueIdentifier, board = current.current) => {
    const at = placeOf(board, String(id));
    return at
      ? t('dragAndDrop.where', {
          list: t(`dragAndDrop.lists.${at.list}`),
          place: at.place,
          size: at.size,
        })
      : '';
  };

  const whereBefore = (id: UniqueIdentifier) => where(id, before.current);

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) =>
        t('dragAndDrop.say.picked', { card: cardName(active.id), where: where(active.id) }),
      onDragOver: ({ active, over }) => {
        if (!over) return t('dragAndDrop.say.outside', { card: cardName(active.id) });
        // Over itself where it started: nothing new to say ("picked up" is still being read).
        if (over.id === active.id && where(active.id) === whereBefore(active.id)) return undefined;
        return t('dragAndDrop.say.over', { card: cardName(active.id), where: where(active.id) });
      },
      onDragEnd: ({ active, over }) =>
        over
          ? t('dragAndDrop.say.dropped', { card: cardName(active.id), where: where(active.id) })
          : t('dragAndDrop.say.cancelled', { card: cardName(active.id), where: where(active.id) }),
      onDragCancel: ({ active }) =>
        t('dragAndDrop.say.cancelled', { card: cardName(active.id), where: where(active.id) }),
    }),
    // cardName and where read the board through a ref: t is all that changes them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );

  // Between lists, the card moves as soon as it is over the other list, so the lists make room.
  const dragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const card = String(active.id);
    const target = String(over.id);
    const from = placeOf(current.current, card)?.list;
    const to = placeOf(current.current, target)?.list ?? (target as ListId);
    if (from !== to) update(moveCard(current.current, card, target));
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    const card = String(active.id);
    if (!over) {
      update(before.current);
      return;
    }
    update(moveCard(current.current, card, String(over.id)));
    const at = placeOf(current.current, card);
    const start = placeOf(before.current, card);
    if (at && start && (at.list !== start.list || at.place !== start.place))
      setLastMove(t('dragAndDrop.say.dropped', { card: cardName(card), where: where(card) }));
  };

  return (
    <>
      <PageHeader
        title={t('titles.extensions.drag-and-drop')}
        description={t('dragAndDrop.description')}
      />
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={() => {
          before.current = current.current;
        }}
        onDragOver={dragOver}
        onDragEnd={dragEnd}
        onDragCancel={() => update(before.current)}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('dragAndDrop.instructions') },
        }}
      >
        <Row gutter={[16, 16]}>
          {listIds.map((list) => (
            <Col key={list} xs={24} md={8}>
              <BoardList id={list} cards={board[list]} />
            </Col>
          ))}
        </Row>
      </DndContext>
      <Flex className="dnd-footer" justify="space-between" align="center" gap="small" wrap>
        <Text type="secondary" role="status" data-testid="last-move">
          {lastMove ?? t('dragAndDrop.none')}
        </Text>
        <Button
          onClick={() => {
            update(initialBoard);
            setLastMove(undefined);
          }}
          disabled={board === initialBoard}
        >
          {t('dragAndDrop.reset')}
        </Button>
      </Flex>
    </>
  );
}
