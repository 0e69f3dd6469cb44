# shellcheck shell=bash
# The Windows zip of scripts/package.sh --windows (sourced by it, from the repository's root, after
# scripts/desktop-files.sh): the game cross-built for 64-bit Windows with MinGW-w64, packed with
# its licences and a read-me, then its command line tried under Wine on cases whose answers are
# known.

WINDOWS_TARGET=x86_64-pc-windows-gnu
# What a Windows machine has without installing anything (msvcrt, the C runtime MinGW builds on,
# included): a build that asks for another DLL (the MinGW runtime's libgcc_s or libwinpthread)
# would not start there.
WINDOWS_SYSTEM_DLLS='^(kernel32|user32|gdi32|advapi32|msvcrt|combase|uiautomationcore|shell32|ole32|oleaut32|comctl32|comdlg32|ws2_32|bcrypt|bcryptprimitives|ntdll|userenv|dwmapi|imm32|uxtheme|winmm|opengl32|dxgi|d3d12|d3dcompiler_47|setupapi|cfgmgr32|hid|propsys|shlwapi|version|crypt32|secur32|ncrypt|powrprof|iphlpapi|dbghelp|api-ms-win-[a-z0-9-]+)\.dll$'

# Builds, packs and tries the zip of package $2; writes it into folder $1.
package_windows() {
    local out=$1 package=$2
    local tool
    for tool in x86_64-w64-mingw32-gcc x86_64-w64-mingw32-strip x86_64-w64-mingw32-objdump zip unzip; do
        command -v "$tool" >/dev/null ||
            { echo "package: $tool is needed for --windows (apt-get install gcc-mingw-w64-x86-64 zip unzip)" >&2; exit 1; }
    done
    local wine
    wine=$(command -v wine64 || command -v wine) ||
        { echo "package: Wine is needed to try the Windows build (apt-get install wine64, or wine)" >&2; exit 1; }
    if command -v rustup >/dev/null && ! rustup target list --installed | grep -qx "$WINDOWS_TARGET"; then
        rustup target add "$WINDOWS_TARGET"
    fi

    cargo build --release --target "$WINDOWS_TARGET"
    local exe="${CARGO_TARGET_DIR:-target}/$WINDOWS_TARGET/release/minimax-arcade.exe"
    local name="$package-$VERSION-windows-x86_64"
    # Global, for the trap that cleans up when the script ends.
    windows_stage=$(mktemp -d)
    windows_xvfb=
    trap 'end_windows_tries' EXIT
    local stage=$windows_stage
    local folder="$stage/$name"
    install -D -m 755 "$exe" "$folder/minimax-arcade.exe"
    x86_64-w64-mingw32-strip --strip-unneeded "$folder/minimax-arcade.exe"
    check_windows_imports "$folder/minimax-arcade.exe"
    # Notepad and every Windows editor read these; CRLF line ends, as Windows writes text.
    to_windows_text LICENSE-MIT "$folder/LICENSE-MIT.txt"
    to_windows_text LICENSE-APACHE "$folder/LICENSE-APACHE.txt"
    local font_licence
    for font_licence in assets/fonts/*.txt; do
        to_windows_text "$font_licence" "$folder/fonts/$(basename "$font_licence")"
    done
    windows_readme | to_windows_text - "$folder/README.txt"

    (cd "$stage" && zip -q -9 -r "$name.zip" "$name")

    # What a player gets: the zip unpacked afresh, its program tried; only then is it handed over.
    local tried="$stage/tried"
    unzip -q "$stage/$name.zip" -d "$tried"
    smoke_test_windows "$wine" "$tried/$name"
    try_windows_window "$wine" "$tried/$name"
    mkdir -p "$out"
    local zip_file="$out/$name.zip"
    mv -f "$stage/$name.zip" "$zip_file"
    echo "package: $zip_file ($(du -h "$zip_file" | cut -f1); the program $(du -h "$folder/minimax-arcade.exe" | cut -f1))"
}

end_windows_tries() {
    [[ -n $windows_xvfb ]] && kill "$windows_xvfb" 2>/dev/null
    rm -rf "$windows_stage"
}

# Copies text file $1 (- for standard input) to $2 with CRLF line ends.
to_windows_text() {
    mkdir -p "$(dirname "$2")"
    sed 's/\r$//; s/$/\r/' "$1" >"$2"
}

# Fails when the program $1 needs a DLL that Windows does not ship.
check_windows_imports() {
    local dlls
    dlls=$(x86_64-w64-mingw32-objdump -p "$1" | sed -nE 's/^[[:space:]]*DLL Name: (.*)$/\1/p' | tr '[:upper:]' '[:lower:]' | sort -u)
    [[ -n $dlls ]] || { echo "package: cannot read the DLLs $1 imports" >&2; exit 1; }
    local foreign
    foreign=$(grep -Ev "$WINDOWS_SYSTEM_DLLS" <<<"$dlls" || true)
    if [[ -n $foreign ]]; then
        echo "package: $1 needs DLLs that Windows lacks: $(tr '\n' ' ' <<<"$foreign")" >&2
        exit 1
    fi
}

# The read-me in the zip, for a player: English, then Brazilian Portuguese.
windows_readme() {
    cat <<README
Minimax Arcade $VERSION for Windows (64-bit)
$HOMEPAGE

Reversi (Othello), Tic-tac-toe and Catapultas against minimax and alpha-beta AIs whose thinking
you can watch.

TO PLAY
Unzip this folder anywhere (Documents, the desktop, a USB stick) and double-click
minimax-arcade.exe. Nothing is installed: to remove the game, delete the folder. Windows may say
it protected your PC from an unknown publisher (the program is not signed): choose "More info",
then "Run anyway".

It needs 64-bit Windows 10 or 11 and a processor from about 2015 or later (Intel Haswell, AMD
Excavator, or newer). The settings, the autosave and the library of games are kept in
%APPDATA%\\minimax-arcade\\config.

THE COMMAND LINE
In a Command Prompt opened in this folder, "minimax-arcade --help" lists the commands: matches
between AIs and your own programs, tournaments, ratings, analysis. The documentation is on the
home page above.

Free software under the MIT or Apache-2.0 licence, at your choice (LICENSE-MIT.txt,
LICENSE-APACHE.txt). The fonts inside are under the SIL Open Font License (fonts\\).

----------------------------------------------------------------------------------------------

Minimax Arcade $VERSION para Windows (64 bits)

Reversi (Othello), Jogo da Velha e Catapultas contra IAs minimax e alfa-beta cujo raciocínio você
pode acompanhar.

PARA JOGAR
Descompacte esta pasta onde quiser (Documentos, a área de trabalho, um pen drive) e clique duas
vezes em minimax-arcade.exe. Nada é instalado: para remover o jogo, apague a pasta. O Windows
pode dizer que protegeu o computador de um editor desconhecido (o programa não é assinado):
escolha "Mais informações" e depois "Executar assim mesmo".

Precisa do Windows 10 ou 11 de 64 bits e de um processador de 2015 em diante, mais ou menos
(Intel Haswell, AMD Excavator ou mais novo). As configurações, o salvamento automático e a
biblioteca de partidas ficam em %APPDATA%\\minimax-arcade\\config.

A LINHA DE COMANDO
Num Prompt de Comando aberto nesta pasta, "minimax-arcade --help" lista os comandos (em inglês):
confrontos entre IAs e os seus próprios programas, torneios, ratings, análise. A documentação está
na página do projeto, acima.

Software livre sob a licença MIT ou Apache-2.0, à sua escolha (LICENSE-MIT.txt,
LICENSE-APACHE.txt). As fontes incluídas estão sob a SIL Open Font License (fonts\\).
README
}

# Runs the command line of the unpacked folder $2 under Wine ($1) on small cases with known
# answers: a perft count, an exact endgame score, the engine's move, a match against the engine
# started as a player's program (a process per move) and a recorded search tree.
smoke_test_windows() {
    local wine=$1 folder=$2
    # A Wine prefix of its own, kept between runs (making one takes a minute); no Mono or Gecko
    # installer asked for, no Wine chatter.
    local target_dir=${CARGO_TARGET_DIR:-target}
    [[ $target_dir == /* ]] || target_dir=$PWD/$target_dir
    export WINEPREFIX="${WINEPREFIX:-$target_dir/wine-prefix}"
    export WINEDLLOVERRIDES="mscoree,mshtml=" WINEDEBUG=-all
    if [[ ! -f $WINEPREFIX/system.reg ]]; then
        echo "package: making a Wine prefix in $WINEPREFIX (a minute, once)"
        mkdir -p "$WINEPREFIX"
        # Wine without its 32-bit half complains about it while it sets up; the 64-bit program
        # needs none of it.
        "$wine" wineboot --init >/dev/null 2>&1 || true
        "$(dirname "$wine")/wineserver" --wait 2>/dev/null || true
    fi
    give_wine_process_prng
    # Wine finds a program named without a folder in the folder it runs in, as Windows does.
    # shellcheck disable=SC2317 # called through expect_windows's "$@"
    run_windows() { (cd "$folder" && "$wine" minimax-arcade.exe "$@" 2>&1 | tr -d '\r'); }
    expect_windows() {
        local what=$1 wanted=$2 output
        shift 2
        output=$("$@") || { echo "package: under Wine, $what failed:" >&2; echo "$output" >&2; exit 1; }
        grep -qE "$wanted" <<<"$output" ||
            { echo "package: under Wine, $what did not print /$wanted/:" >&2; echo "$output" >&2; exit 1; }
        echo "package: under Wine, $what: ok"
    }
    expect_windows "perft 8 of Reversi (390,216)" '390,?216' run_windows perft 8
    expect_windows "solve FFO #1 (g8, +18)" '[Gg]8.*\+18|\+18.*[Gg]8' \
        run_windows solve - <<<"$(sed -n '/^[^#]/{p;q}' tests/data/fforum-1-19.obf)"
    expect_windows "move in tic-tac-toe (5)" '^5$' \
        run_windows move --game tictactoe --side o <<<$'O\nX--\n---\n---'
    expect_windows "match against the engine as a program (2 draws)" '"draws":2' \
        run_windows match tictactoe --x ai --o "program:minimax-arcade.exe move --game tictactoe --side {side}" \
        --games 2 --json
    expect_windows "tree of tic-tac-toe, best first (1,940 nodes)" '"nodes_visited":1940' \
        run_windows tree --game tictactoe --depth 9 --algorithm alpha-beta --order best-first --json
}

# Opens the window of the unpacked folder $2 under Wine ($1) on a Reversi game and saves a
# screenshot, where Xvfb and Mesa's software Vulkan are there to show it (else says it did not).
# Wine's Direct3D 12 cannot compile wgpu's shaders, so the window draws with Vulkan (Wine passes it
# on to Mesa's); and in a Wine virtual desktop, since winit panics on the display modes Wine
# reports for Xvfb's screen.
try_windows_window() {
    local wine=$1 folder=$2
    local lavapipe=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
    if ! command -v Xvfb >/dev/null || [[ ! -f $lavapipe ]]; then
        echo "package: the window not tried under Wine (it needs Xvfb and mesa-vulkan-drivers)"
        return
    fi
    local display=":${DISPLAY_NUMBER:-96}" shot="$windows_stage/window.png"
    Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp -noreset >"$windows_stage/xvfb.log" 2>&1 &
    windows_xvfb=$!
    sleep 1
    local log="$windows_stage/window.log"
    if ! (cd "$folder" && DISPLAY=$display VK_ICD_FILENAMES=$lavapipe VK_DRIVER_FILES=$lavapipe WGPU_BACKEND=vulkan \
        timeout 300 "$wine" explorer /desktop=arcade,1280x800 minimax-arcade.exe --game reversi \
        --transcript f5d6c3 --screenshot "Z:${shot//\//\\}") >"$log" 2>&1 || [[ ! -s $shot ]]; then
        echo "package: under Wine, the window did not draw a Reversi game:" >&2
        tail -n 20 "$log" >&2
        exit 1
    fi
    echo "package: under Wine, the window drew a Reversi game: ok"
}

# Rust's standard library draws its random seeds from ProcessPrng in bcryptprimitives.dll, which
# every Windows 10 and 11 has and Wine before 9 lacks, so the program would not start under it.
# For the tries only (the zip never holds it), Wine's prefix gets a stand-in built here that
# answers from RtlGenRandom, which Wine has.
give_wine_process_prng() {
    local system32="$WINEPREFIX/drive_c/windows/system32"
    [[ -e $system32/bcryptprimitives.dll ]] && return
    echo "package: this Wine lacks bcryptprimitives.dll; giving its prefix a stand-in for the tries"
    local source="$stage/process-prng"
    mkdir -p "$source"
    cat >"$source/process_prng.c" <<'C'
#include <windows.h>

/* advapi32's RtlGenRandom, exported under this name. */
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

/* Fills `length` bytes with random ones; as on Windows, it always succeeds. */
BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) {
            return FALSE;
        }
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
C
    printf 'LIBRARY bcryptprimitives.dll\nEXPORTS\n    ProcessPrng\n' >"$source/process_prng.def"
    x86_64-w64-mingw32-gcc -O2 -shared -o "$system32/bcryptprimitives.dll" \
        "$source/process_prng.c" "$source/process_prng.def" -ladvapi32
}
