// Sortable lists (@dnd-kit): the parts every sortable list writes the same way. A subpath
// (`@tessera/ui/sortable`), so that only the pages with such a list load @dnd-kit.
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/**
 * A sortable list's sensors: the pointer (it must move 4 px first, so a click on the handle
 * stays a click) and the keyboard (Space picks up, the arrows move, Space drops, Escape puts
 * back). `coordinateGetter` says where an arrow goes (by default, to the next item).
 */
export function useSortableSensors(
  coordinateGetter: KeyboardCoordinateGetter = sortableKeyboardCoordinates,
) {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
}

/**
 * One item of a sortable list: spread `item` on the item's element (it follows the drag) and
 * `handle` on the button that picks it up; `dragging` while it moves.
 */
export function useSortableItem(id: UniqueIdentifier, { disabled = false } = {}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  return {
    item: { ref: setNodeRef, style: { transform: CSS.Translate.toString(transform), transition } },
    handle: { ref: setActivatorNodeRef, ...attributes, ...listeners },
    dragging: isDragging,
  };
}
