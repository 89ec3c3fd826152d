// A diagram's frame on a flow page (docs/flows/README.md#the-flow-atlas): the chart fits the frame
// at first, then zooms and pans with the buttons, the mouse wheel, a pinch or a drag, and the keys
// (+, −, 0 and the arrows while the frame has the focus); a state chosen (a click or Enter on its
// box, or a link to its details) is panned into view. An inline classic script does it by moving
// the SVG's viewBox: a module script would not run from file://, and without any script the frame
// scrolls its chart at full size, as it always did, with no buttons that would do nothing.
import { esc } from './html.ts';

export type DiagramFrame = {
  /** The chart's section id ("chart-m"): the frame's and its controls' ids start with it. */
  id: string;
  /** The frame's accessible name; the chart itself (the SVG) keeps its own. */
  name: string;
  svg: string;
};

/** The controls (hidden until the script runs) and the frame around the chart's SVG. */
export function diagramFrame({ id, name, svg }: DiagramFrame): string {
  return `<div class="diagram-controls" role="group" aria-label="${esc(`Zoom the ${name}`)}" data-diagram-controls="${id}" hidden>
<button type="button" data-zoom="in">Zoom in</button> <button type="button" data-zoom="out">Zoom out</button> <button type="button" data-zoom="fit">Fit</button>
<span class="zoom-level" data-zoom-level></span>
<span class="zoom-keys" id="${id}-keys">Drag or pinch to move; with the frame focused, + and − zoom, 0 fits and the arrow keys move.</span>
</div>
<div class="diagram" id="${id}-frame" tabindex="0" role="group" aria-label="${esc(`Frame of the ${name}`)}" data-diagram="${id}">${svg}</div>`;
}

/**
 * The frames' behaviour, for every `[data-diagram]` on the page. The view is a scale (screen
 * pixels per unit of the chart) and the chart's point at the frame's centre; the viewBox follows
 * from them and the frame's size. At the fitted scale the whole chart shows and it cannot shrink
 * further; zoomed in, the view stays on the chart.
 */
export const DIAGRAM_VIEW_SCRIPT = `<script>
(function () {
  var MAX_SCALE = 3;
  var STEP = 1.5;
  document.querySelectorAll('[data-diagram]').forEach(function (frame) {
    var svg = frame.querySelector('svg');
    var controls = document.querySelector('[data-diagram-controls="' + frame.getAttribute('data-diagram') + '"]');
    if (!svg || !controls || !svg.viewBox || !svg.viewBox.baseVal) return;
    var chart = { width: svg.viewBox.baseVal.width, height: svg.viewBox.baseVal.height };
    var level = controls.querySelector('[data-zoom-level]');
    var view = { scale: 1, x: chart.width / 2, y: chart.height / 2, fitted: true };

    frame.classList.add('zoomable');
    controls.hidden = false;
    frame.setAttribute('aria-describedby', frame.id.replace(/-frame$/, '-keys'));
    svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');

    function size() { return { width: frame.clientWidth || 1, height: frame.clientHeight || 1 }; }
    function fitScale() { var s = size(); return Math.min(s.width / chart.width, s.height / chart.height); }
    // The frame is as tall as the chart fitted to its width, within a third and three quarters of the window.
    function sizeFrame() {
      var fittedHeight = chart.height * (frame.clientWidth / chart.width);
      var low = Math.min(320, innerHeight * 0.6);
      frame.style.height = Math.round(Math.min(Math.max(fittedHeight + 2, low), innerHeight * 0.75)) + 'px';
    }
    // The view stays on the chart: centred where the chart is narrower than the frame.
    function clamp() {
      var s = size();
      var halfWidth = s.width / view.scale / 2;
      var halfHeight = s.height / view.scale / 2;
      view.x = halfWidth * 2 >= chart.width ? chart.width / 2 : Math.min(Math.max(view.x, halfWidth), chart.width - halfWidth);
      view.y = halfHeight * 2 >= chart.height ? chart.height / 2 : Math.min(Math.max(view.y, halfHeight), chart.height - halfHeight);
    }
    function draw() {
      clamp();
      var s = size();
      var width = s.width / view.scale;
      var height = s.height / view.scale;
      svg.setAttribute('viewBox', [view.x - width / 2, view.y - height / 2, width, height].map(function (n) { return Math.round(n * 100) / 100; }).join(' '));
      view.fitted = view.scale <= fitScale() * 1.001;
      frame.classList.toggle('zoomed', !view.fitted);
      level.textContent = view.fitted ? 'Fitted' : Math.round(view.scale * 100) + '%';
    }
    function fit() {
      view.scale = fitScale();
      view.x = chart.width / 2;
      view.y = chart.height / 2;
      draw();
    }
    /** Zooms by a factor, keeping the chart's point under (px, py) of the frame where it is; false when it cannot. */
    function zoom(factor, px, py) {
      var s = size();
      if (px === undefined) { px = s.width / 2; py = s.height / 2; }
      var scale = Math.min(Math.max(view.scale * factor, fitScale()), Math.max(MAX_SCALE, fitScale()));
      if (Math.abs(scale - view.scale) < 1e-6) return false;
      var pointX = view.x + (px - s.width / 2) / view.scale;
      var pointY = view.y + (py - s.height / 2) / view.scale;
      view.scale = scale;
      view.x = pointX - (px - s.width / 2) / scale;
      view.y = pointY - (py - s.height / 2) / scale;
      draw();
      return true;
    }
    function pan(dx, dy) {
      view.x -= dx / view.scale;
      view.y -= dy / view.scale;
      draw();
    }
    function framePoint(event) {
      var box = frame.getBoundingClientRect();
      return { x: event.clientX - box.left - frame.clientLeft, y: event.clientY - box.top - frame.clientTop };
    }
    /** Pans the view so a state's box shows whole (or its top left corner, when it is larger than the view). */
    function show(box) {
      var rect = box.querySelector('rect');
      if (!rect) return;
      var s = size();
      var margin = 12 / view.scale;
      var x = +rect.getAttribute('x'), y = +rect.getAttribute('y');
      var width = +rect.getAttribute('width'), height = +rect.getAttribute('height');
      var halfWidth = s.width / view.scale / 2, halfHeight = s.height / view.scale / 2;
      if (x - margin < view.x - halfWidth || width + 2 * margin > halfWidth * 2) view.x = x - margin + halfWidth;
      else if (x + width + margin > view.x + halfWidth) view.x = x + width + margin - halfWidth;
      if (y - margin < view.y - halfHeight || height + 2 * margin > halfHeight * 2) view.y = y - margin + halfHeight;
      else if (y + height + margin > view.y + halfHeight) view.y = y + height + margin - halfHeight;
      draw();
    }

    controls.addEventListener('click', function (event) {
      var button = event.target.closest('[data-zoom]');
      if (!button) return;
      var how = button.getAttribute('data-zoom');
      if (how === 'fit') fit();
      else zoom(how === 'in' ? STEP : 1 / STEP);
    });
    frame.addEventListener('keydown', function (event) {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      var s = size();
      var moves = { ArrowLeft: [s.width / 5, 0], ArrowRight: [-s.width / 5, 0], ArrowUp: [0, s.height / 5], ArrowDown: [0, -s.height / 5] };
      if (event.key === '+' || event.key === '=') zoom(STEP);
      else if (event.key === '-' || event.key === '\\u2212' || event.key === '_') zoom(1 / STEP);
      else if (event.key === '0') fit();
      else if (moves[event.key] && !view.fitted) pan(moves[event.key][0], moves[event.key][1]);
      else return;
      event.preventDefault();
    });
    // The wheel zooms where it points; where it cannot zoom further the page scrolls on.
    frame.addEventListener('wheel', function (event) {
      var delta = event.deltaY * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? size().height : 1);
      if (event.shiftKey || Math.abs(event.deltaX) > Math.abs(event.deltaY)) {
        if (view.fitted) return;
        pan(-(event.deltaX || event.deltaY), 0);
        event.preventDefault();
        return;
      }
      var point = framePoint(event);
      if (zoom(Math.exp(-Math.max(-300, Math.min(300, delta)) * 0.002), point.x, point.y)) event.preventDefault();
    }, { passive: false });

    // A drag pans; two fingers pinch and pan. A drag that began on a state's box does not choose it.
    var pointers = {};
    var dragged = false;
    var last = null;
    function spread() {
      var ids = Object.keys(pointers);
      var a = pointers[ids[0]], b = pointers[ids[1]];
      return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, distance: Math.hypot(a.x - b.x, a.y - b.y) || 1 };
    }
    frame.addEventListener('pointerdown', function (event) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      pointers[event.pointerId] = framePoint(event);
      dragged = false;
      last = Object.keys(pointers).length > 1 ? spread() : null;
    });
    frame.addEventListener('pointermove', function (event) {
      var before = pointers[event.pointerId];
      if (!before) return;
      var now = framePoint(event);
      pointers[event.pointerId] = now;
      if (Object.keys(pointers).length > 1) {
        var next = spread();
        if (last) {
          zoom(next.distance / last.distance, next.x, next.y);
          pan(next.x - last.x, next.y - last.y);
        }
        last = next;
        dragged = true;
        return;
      }
      if (!dragged && Math.hypot(now.x - before.x, now.y - before.y) < 4) { pointers[event.pointerId] = before; return; }
      if (!dragged) { dragged = true; frame.setPointerCapture(event.pointerId); frame.classList.add('panning'); }
      pan(now.x - before.x, now.y - before.y);
    });
    function release(event) {
      delete pointers[event.pointerId];
      last = Object.keys(pointers).length > 1 ? spread() : null;
      frame.classList.remove('panning');
    }
    frame.addEventListener('pointerup', release);
    frame.addEventListener('pointercancel', release);
    frame.addEventListener('click', function (event) {
      if (dragged) { event.preventDefault(); event.stopPropagation(); dragged = false; }
    }, true);

    // A state's box reached with Tab, or chosen through a link to its details, is brought into view.
    frame.addEventListener('focusin', function (event) {
      var box = event.target.closest && event.target.closest('.atlas-state');
      if (box) show(box);
    });
    function showChosen() {
      var chosen = null;
      frame.querySelectorAll('.atlas-state').forEach(function (box) { if (box.getAttribute('href') === location.hash) chosen = box; });
      if (chosen) show(chosen);
    }
    addEventListener('hashchange', showChosen);
    // Another script may bring a state into view: frame.dispatchEvent(new CustomEvent('diagram-show', { detail: stateId })).
    frame.addEventListener('diagram-show', function (event) {
      var box = frame.querySelector('.atlas-state[data-state="' + CSS.escape(String(event.detail)) + '"]');
      if (box) show(box);
    });

    // A frame whose width changed (the window, a phone turned) fits again if it was fitted.
    var width = frame.clientWidth;
    function resize() {
      if (frame.clientWidth === width) return;
      width = frame.clientWidth;
      var wasFitted = view.fitted;
      sizeFrame();
      if (wasFitted) fit(); else draw();
    }
    if (window.ResizeObserver) new ResizeObserver(resize).observe(frame);
    else addEventListener('resize', resize);
    sizeFrame();
    fit();
    showChosen();
  });
})();
</script>`;
