#!/usr/bin/env bash
# Regenerates the small media the landing page ships: three abstract hero loops (8 s, 640x360,
# WebM/VP9 + MP4/H.264), the poster, and the two price-circle sounds. Needs ffmpeg and sox
# (Debian: apt-get install -y ffmpeg sox). Run from anywhere: bash packages/web/scripts/make-media.sh
set -euo pipefail
public="$(cd "$(dirname "$0")/../public" && pwd)"
mkdir -p "$public/hero" "$public/sounds"
cd "$public/hero"

W=640 H=360 D=8 FPS=24
# A glowing price line over a dark grid; every term has a period that divides 8 s, so it loops.
line() { # $1 amplitude, $2 frequency, $3 phase
  echo "exp(-pow((Y-(H/2+$1*sin(2*PI*(X/W*$2-T/$D+$3))+18*sin(2*PI*(X/W*5+T/4))))/5,2))"
}
encode() { # $1 name, $2 filter graph
  ffmpeg -loglevel error -y -f lavfi -i "$2" -t $D -r $FPS -an \
    -c:v libvpx-vp9 -b:v 0 -crf 48 -row-mt 1 -deadline good -pix_fmt yuv420p "$1.webm"
  ffmpeg -loglevel error -y -f lavfi -i "$2" -t $D -r $FPS -an \
    -c:v libx264 -crf 32 -preset slow -pix_fmt yuv420p -movflags +faststart "$1.mp4"
}

L1=$(line 70 1.2 0); L2=$(line 45 0.8 0.3); L3=$(line 95 1.6 0.6)
BG="6+10*(1-Y/H)"
encode hero-1 "color=c=black:s=${W}x${H}:r=$FPS,format=rgb24,geq=r='clip($BG+30*$L1,0,255)':g='clip($BG+8+220*$L1,0,255)':b='clip($BG+16+150*$L1,0,255)',drawgrid=w=40:h=40:t=1:c=0x1e293b@0.55,gblur=sigma=0.6"
encode hero-2 "color=c=black:s=${W}x${H}:r=$FPS,format=rgb24,geq=r='clip($BG+40*$L2+20*$L3,0,255)':g='clip($BG+8+200*$L2+90*$L3,0,255)':b='clip($BG+20+120*$L2+200*$L3,0,255)',drawgrid=w=64:h=64:t=1:c=0x1e293b@0.5"
encode hero-3 "color=c=black:s=${W}x${H}:r=$FPS,format=rgb24,geq=r='clip($BG+10*sin(2*PI*(X/W-T/$D))+60*$L3,0,255)':g='clip($BG+14+12*sin(2*PI*(Y/H+T/$D))+210*$L3,0,255)':b='clip($BG+30+170*$L3,0,255)',drawgrid=w=32:h=32:t=1:c=0x0f172a@0.8,gblur=sigma=0.8"
ffmpeg -loglevel error -y -i hero-1.mp4 -frames:v 1 -c:v libwebp -quality 70 poster.webp

cd "$public/sounds"
# A short tick for hovering the price circle and a rising two-note chime for buying.
sox -n -r 16000 -b 8 -c 1 click.wav synth 0.06 sine 1800 fade q 0.002 0.06 0.04 vol 0.5
sox -n -r 16000 -b 8 -c 1 buy.wav synth 0.18 sine 880 synth 0.18 sine mix 1320 : synth 0.3 sine 1320 fade q 0.005 0.3 0.2 vol 0.6
