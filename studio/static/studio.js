// The studio's own script: live run updates (server-sent events) and taps on SimDroid's screen.
"use strict";

function watchRun(live) {
  const events = new EventSource(live.dataset.events);
  events.addEventListener("update", (e) => { live.innerHTML = e.data; });
  events.addEventListener("end", () => { events.close(); live.dataset.ended = "yes"; });
}

async function post(url, fields) {
  const body = new URLSearchParams(fields);
  const response = await fetch(url, { method: "POST", body, credentials: "same-origin" });
  return response.text();
}

function wireScreen(panel) {
  panel.addEventListener("click", async (e) => {
    const img = e.target.closest("img.tappable");
    const key = e.target.closest("button[data-key]");
    if (img) {
      const rect = img.getBoundingClientRect();
      const x = Math.round((e.clientX - rect.left) * Number(img.dataset.width) / rect.width);
      const y = Math.round((e.clientY - rect.top) * Number(img.dataset.height) / rect.height);
      panel.innerHTML = await post(`/devices/${img.dataset.serial}/tap`, { x, y });
    } else if (key) {
      const serial = panel.querySelector("img.tappable").dataset.serial;
      panel.innerHTML = await post(`/devices/${serial}/key`, { key: key.dataset.key });
    }
  });
}

document.addEventListener("DOMContentLoaded", () => {
  const live = document.querySelector("#live[data-events]");
  if (live) watchRun(live);
  const panel = document.querySelector("#sim-panel");
  if (panel) wireScreen(panel);
});
